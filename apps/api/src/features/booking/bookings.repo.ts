import type { BookingStatus } from '@studio/domain/booking-status';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { BookingRow, BookingServiceRow, BookingsTable, Database, ShopRow } from '../../db/schema.ts';

/**
 * Locks the shop's booking book until the transaction ends: every writer of bookings for one shop
 * (creation, moves) takes this row lock first, so they run one after another across all server
 * instances. FOR NO KEY UPDATE leaves inserts that only reference the shop (foreign keys) alone.
 */
export function lockShopBookings(trx: Kysely<Database>, shopId: string): Promise<ShopRow | undefined> {
  return trx.selectFrom('shops').selectAll().where('id', '=', shopId).forNoKeyUpdate().executeTakeFirst();
}

/** Inserts a booking with the treatments it books; answers both as stored. */
export async function insertBooking(
  trx: Kysely<Database>,
  booking: Insertable<BookingsTable>,
  services: Omit<BookingServiceRow, 'booking_id'>[],
): Promise<{ booking: BookingRow; services: BookingServiceRow[] }> {
  const row = await trx.insertInto('bookings').values(booking).returningAll().executeTakeFirstOrThrow();
  const rows = services.map((service) => ({ ...service, booking_id: row.id }));
  if (rows.length > 0) await trx.insertInto('booking_services').values(rows).execute();
  return { booking: row, services: rows };
}

export function findBookingRow(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | undefined> {
  let query = db.selectFrom('bookings').selectAll().where('shop_id', '=', shopId).where('id', '=', bookingId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The booking a cancel link (any of those mailed for it) belongs to. */
export function findBookingByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow | undefined> {
  let query = db
    .selectFrom('bookings')
    .innerJoin('booking_cancel_links as link', 'link.booking_id', 'bookings.id')
    .selectAll('bookings')
    .where('link.token_hash', '=', tokenHash);
  if (options.forUpdate) query = query.forUpdate('bookings');
  return query.executeTakeFirst();
}

export async function insertCancelLink(
  db: Kysely<Database>,
  bookingId: string,
  tokenHash: string,
): Promise<void> {
  await db
    .insertInto('booking_cancel_links')
    .values({ token_hash: tokenHash, booking_id: bookingId })
    .execute();
}

export async function updateBookingRow(
  db: Kysely<Database>,
  bookingId: string,
  changes: Updateable<BookingsTable>,
): Promise<BookingRow> {
  return db
    .updateTable('bookings')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The treatments of bookings, in the order they were booked. */
export async function findBookingServices(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, BookingServiceRow[]>> {
  const byBooking = new Map<string, BookingServiceRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('booking_services')
    .selectAll()
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push(row);
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

export interface BookingListFilter {
  from: number;
  to: number;
  teamMemberId?: string | undefined;
  statuses?: readonly BookingStatus[] | undefined;
  limit: number;
}

/** Bookings of a shop that overlap [from, to), by start. */
export function listBookingRows(
  db: Kysely<Database>,
  shopId: string,
  filter: BookingListFilter,
): Promise<BookingRow[]> {
  let query = db
    .selectFrom('bookings')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where(
      sql<boolean>`tstzrange(start_at, end_at) && tstzrange(${new Date(filter.from)}, ${new Date(filter.to)})`,
    );
  if (filter.teamMemberId) query = query.where('team_member_id', '=', filter.teamMemberId);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('status', 'in', [...filter.statuses]);
  return query.orderBy('start_at').orderBy('id').limit(filter.limit).execute();
}
