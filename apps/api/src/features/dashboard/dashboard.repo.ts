import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the shop has any row in a table of its setup. */
export async function shopHasRows(
  db: Kysely<Database>,
  table:
    | 'treatments'
    | 'opening_hours'
    | 'closures'
    | 'booking_rules'
    | 'team_members'
    | 'stamp_cards'
    | 'voucher_offers',
  shopId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('shop_id')
    .where('shop_id', '=', shopId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasActiveTreatment(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db
    .selectFrom('treatments')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the shop has switched on at least one deal (its own approved deals start switched on). */
export async function hasActiveDeal(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deal_shops')
    .select('deal_id')
    .where('shop_id', '=', shopId)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Bookings made since `since` (not cancelled) and bookings still ahead (pending or confirmed). */
export function countDashboardBookings(db: Kysely<Database>, shopId: string, at: { since: Date; now: Date }) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn
        .count<number>('id')
        .filterWhere((inner) =>
          inner.and([inner('created_at', '>=', at.since), inner('status', '<>', 'cancelled')]),
        )
        .as('recent'),
      eb.fn
        .count<number>('id')
        .filterWhere((inner) =>
          inner.and([inner('start_at', '>=', at.now), inner('status', 'in', ['pending', 'confirmed'])]),
        )
        .as('upcoming'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
}

/** Stamps given since an instant: the confirmed stamp requests in the stamp card log. */
/** Vouchers sold since `since` (paid: a voucher exists only once its payment succeeded). */
export async function countVouchersSince(db: Kysely<Database>, shopId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string>().as('sold'))
    .where('shop_id', '=', shopId)
    .where('purchased_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.sold);
}

export async function countStampsSince(db: Kysely<Database>, shopId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('stamp_card_events')
    .select((eb) => eb.fn.sum<string | null>('count').as('stamps'))
    .where('shop_id', '=', shopId)
    .where('kind', '=', 'stamps_added')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.stamps ?? 0);
}
