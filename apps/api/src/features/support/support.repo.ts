// All SQL of support requests. The shop's own reads take the shop first; the global admin's inbox
// reads across shops, Plus studios' requests (priority) first.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const columns = [
  'r.id',
  'r.shop_id',
  's.name as shop_name',
  'r.author_id',
  'r.subject',
  'r.message',
  'r.priority',
  'r.status',
  'r.answer',
  'r.created_at',
] as const;

export async function insertSupportRequest(
  db: Kysely<Database>,
  shopId: string,
  request: {
    id: string;
    authorId: string;
    subject: string;
    message: string;
    priority: boolean;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('support_requests')
    .values({
      id: request.id,
      shop_id: shopId,
      author_id: request.authorId,
      subject: request.subject,
      message: request.message,
      priority: request.priority,
      created_at: request.createdAt,
    })
    .execute();
}

export function listShopSupportRequests(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('support_requests as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .select(columns)
    .where('r.shop_id', '=', shopId)
    .orderBy('r.created_at', 'desc')
    .limit(200)
    .execute();
}

/** The inbox: priority (Plus studios) before the rest, newest first. */
export function listAllSupportRequests(db: Kysely<Database>) {
  return db
    .selectFrom('support_requests as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .select(columns)
    .orderBy('r.priority', 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(500)
    .execute();
}

export function findSupportRequest(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('support_requests as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .select(columns)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function recordSupportAnswer(
  db: Kysely<Database>,
  id: string,
  answer: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('support_requests')
    .set({ status: 'answered', answer, answered_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export function findAuthor(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'name', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
