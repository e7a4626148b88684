import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PageView {
  path: string;
  shopId: string | null;
  visitorId: string;
  userId: string | null;
  occurredAt: Date;
}

export async function insertPageView(db: Kysely<Database>, view: PageView): Promise<void> {
  await db
    .insertInto('page_views')
    .values({
      path: view.path,
      shop_id: view.shopId,
      visitor_id: view.visitorId,
      user_id: view.userId,
      occurred_at: view.occurredAt,
    })
    .execute();
}

/** The day's salt: the one stored, or `candidate` stored now (the first instance to ask wins). */
export async function findOrCreateVisitorSalt(
  db: Kysely<Database>,
  day: string,
  candidate: string,
): Promise<string> {
  await db
    .insertInto('analytics_visitor_salts')
    .values({ day, salt: candidate })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_visitor_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

export async function deleteVisitorSaltsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('analytics_visitor_salts').where('day', '<', day).execute();
}
