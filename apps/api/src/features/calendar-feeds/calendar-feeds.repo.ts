// All SQL of calendar feeds. The owner's reads take the shop first; the feed itself is found by its
// token's hash alone (the caller is a calendar app, not signed in).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertCalendarFeed(
  db: Kysely<Database>,
  shopId: string,
  feed: { id: string; teamMemberId: string | null; tokenHash: string; createdBy: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({
      id: feed.id,
      shop_id: shopId,
      team_member_id: feed.teamMemberId,
      token_hash: feed.tokenHash,
      created_by: feed.createdBy,
      created_at: feed.createdAt,
    })
    .execute();
}

export function listShopCalendarFeeds(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .leftJoin('team_members as m', 'm.id', 'f.team_member_id')
    .select(['f.id', 'f.team_member_id', 'm.name as team_member_name', 'f.created_at'])
    .where('f.shop_id', '=', shopId)
    .orderBy('f.created_at')
    .execute();
}

/** Deletes the shop's feed; false when the shop has no such feed. */
export async function deleteCalendarFeed(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('calendar_feeds')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export function findFeedByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('shops as s', 's.id', 'f.shop_id')
    .leftJoin('team_members as m', 'm.id', 'f.team_member_id')
    .select([
      'f.id',
      'f.shop_id',
      'f.team_member_id',
      'm.name as team_member_name',
      's.name as shop_name',
      's.timezone',
    ])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The appointments a feed shows: not cancelled, in the window, the team member's when named. */
export function listFeedAppointments(
  db: Kysely<Database>,
  shopId: string,
  window: { from: Date; to: Date; teamMemberId: string | null },
) {
  let query = db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.start_at', 'b.end_at', 'b.status', 'b.customer_name', 'b.sequence', 'b.updated_at'])
    .where('b.shop_id', '=', shopId)
    .where('b.status', '!=', 'cancelled')
    .where('b.end_at', '>', window.from)
    .where('b.start_at', '<', window.to);
  if (window.teamMemberId) query = query.where('b.team_member_id', '=', window.teamMemberId);
  return query.orderBy('b.start_at').limit(5000).execute();
}

/** The treatment names of each booking, in booking order. */
export async function feedTreatmentNames(
  db: Kysely<Database>,
  shopId: string,
  bookingIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (bookingIds.length === 0) return names;
  const rows = await db
    .selectFrom('booking_treatments as t')
    .innerJoin('bookings as b', 'b.id', 't.booking_id')
    .select(['t.booking_id', 't.name'])
    .where('b.shop_id', '=', shopId)
    .where('t.booking_id', 'in', bookingIds)
    .orderBy('t.booking_id')
    .orderBy('t.position')
    .execute();
  for (const row of rows) names.set(row.booking_id, [...(names.get(row.booking_id) ?? []), row.name]);
  return names;
}
