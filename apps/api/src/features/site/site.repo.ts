import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PublicShopPage {
  id: string;
  updated_at: Date;
}

/** The shops whose pages anyone may open: active ones only, oldest first so the sitemap stays stable. */
export function listPublicShopPages(db: Kysely<Database>): Promise<PublicShopPage[]> {
  return db
    .selectFrom('shops')
    .select(['id', 'updated_at'])
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
