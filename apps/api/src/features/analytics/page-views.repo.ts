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
