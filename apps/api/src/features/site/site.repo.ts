import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PublicShopPage {
  id: string;
  slug: string | null;
  updated_at: Date;
}

/** The shops whose pages anyone may open: active ones only, oldest first so the sitemap stays stable. */
export function listPublicShopPages(db: Kysely<Database>): Promise<PublicShopPage[]> {
  return db
    .selectFrom('shops')
    .select(['id', 'slug', 'updated_at'])
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
