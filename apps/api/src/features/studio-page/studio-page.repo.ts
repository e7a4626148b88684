import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the shop's menu has an article customers can order. */
export async function hasAvailableMenuArticle(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db
    .selectFrom('menu_articles')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('available', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
