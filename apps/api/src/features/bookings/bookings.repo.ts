import type { BookingStatus } from '@studio/domain/booking-status';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BookingRow, BookingsTable, BookingTreatmentRow, Database, ShopRow } from '../../db/schema.ts';

/** A treatment as a booking records it: name, price and duration kept from when it was booked. */
export type BookedTreatment = Pick<
  BookingTreatmentRow,
  'treatment_id' | 'name' | 'price_cents' | 'duration_minutes'
>;

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
  shopId: string,
  booking: Omit<Insertable<BookingsTable>, 'shop_id'>,
  treatments: Omit<BookingTreatmentRow, 'booking_id'>[],
): Promise<{ booking: BookingRow; treatments: BookingTreatmentRow[] }> {
  const row = await trx
    .insertInto('bookings')
    .values({ ...booking, shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
  const rows = treatments.map((treatment) => ({ ...treatment, booking_id: row.id }));
  if (rows.length > 0) await trx.insertInto('booking_treatments').values(rows).execute();
  return { booking: row, treatments: rows };
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
  shopId: string,
  bookingId: string,
  tokenHash: string,
): Promise<void> {
  await db
    .insertInto('booking_cancel_links')
    .columns(['token_hash', 'booking_id'])
    .expression(
      db
        .selectFrom('bookings')
        .select([sql<string>`${tokenHash}`.as('token_hash'), 'id as booking_id'])
        .where('shop_id', '=', shopId)
        .where('id', '=', bookingId),
    )
    .execute();
}

export async function updateBookingRow(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  changes: Updateable<BookingsTable>,
): Promise<BookingRow> {
  return db
    .updateTable('bookings')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The treatments of bookings whose owner column holds `ownerId`, by booking, in booked order. */
async function findTreatmentsOfBookings(
  db: Kysely<Database>,
  owner: 'b.shop_id' | 'b.user_id',
  ownerId: string,
  bookingIds: readonly string[],
): Promise<Map<string, BookingTreatmentRow[]>> {
  const byBooking = new Map<string, BookingTreatmentRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('booking_treatments as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .selectAll('s')
    .where(owner, '=', ownerId)
    .where('s.booking_id', 'in', [...bookingIds])
    .orderBy('s.booking_id')
    .orderBy('s.position')
    .execute();
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push(row);
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/** The treatments of a shop's bookings, in the order they were booked. */
export function findBookingTreatments(
  db: Kysely<Database>,
  shopId: string,
  bookingIds: readonly string[],
): Promise<Map<string, BookingTreatmentRow[]>> {
  return findTreatmentsOfBookings(db, 'b.shop_id', shopId, bookingIds);
}

export interface BookingListFilter {
  from: number;
  to: number;
  teamMemberId?: string | undefined;
  statuses?: readonly BookingStatus[] | undefined;
  limit: number;
}

/** A booking with its treatments as booked, in booked order. */
export interface BookingWithTreatments extends BookingRow {
  treatments: BookedTreatment[];
}

/**
 * Bookings of a shop that overlap [from, to), by start, each with its treatments read in the same
 * statement: a separate read by a list of the bookings' ids was planned anew for every calendar
 * (the planner weighs each id) and checked every booking's shop again.
 */
export function listBookingRows(
  db: Kysely<Database>,
  shopId: string,
  filter: BookingListFilter,
): Promise<BookingWithTreatments[]> {
  let query = db
    .selectFrom('bookings as b')
    .selectAll('b')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('booking_treatments as s')
          .select(['s.treatment_id', 's.name', 's.price_cents', 's.duration_minutes'])
          .whereRef('s.booking_id', '=', 'b.id')
          .orderBy('s.position'),
      ).as('treatments'),
    )
    .where('b.shop_id', '=', shopId)
    // Overlapping [from, to): ends after it starts, starts before it ends.
    .where('b.end_at', '>', new Date(filter.from))
    .where('b.start_at', '<', new Date(filter.to));
  if (filter.teamMemberId) query = query.where('b.team_member_id', '=', filter.teamMemberId);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('b.status', 'in', [...filter.statuses]);
  return query.orderBy('b.start_at').orderBy('b.id').limit(filter.limit).execute();
}

/** One of the account's own bookings, row-locked; another account's booking is not found. */
/** The caller's booking, unlocked: a move first learns its shop, then locks in the shop's order. */
export function findOwnBookingRow(
  db: Kysely<Database>,
  userId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findOwnBookingForUpdate(
  db: Kysely<Database>,
  userId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The account's bookings in every shop: not yet ended soonest first, or ended newest first. */
export interface OwnBookingRow extends BookingRow {
  team_member_name: string | null;
}

/** The user's bookings with their team member's name, in one statement. */
export function listOwnBookingRows(
  db: Kysely<Database>,
  userId: string,
  options: { when: 'upcoming' | 'past'; now: number; limit: number },
): Promise<OwnBookingRow[]> {
  const upcoming = options.when === 'upcoming';
  return db
    .selectFrom('bookings as b')
    .leftJoin('team_members as m', (join) =>
      join.onRef('m.id', '=', 'b.team_member_id').onRef('m.shop_id', '=', 'b.shop_id'),
    )
    .selectAll('b')
    .select('m.name as team_member_name')
    .where('b.user_id', '=', userId)
    .where('b.end_at', upcoming ? '>=' : '<', new Date(options.now))
    .orderBy('b.start_at', upcoming ? 'asc' : 'desc')
    .limit(options.limit)
    .execute();
}

/** The treatments of these bookings of the user's, by booking, in one statement. */
export function findOwnBookingTreatments(
  db: Kysely<Database>,
  userId: string,
  bookingIds: readonly string[],
): Promise<Map<string, BookingTreatmentRow[]>> {
  return findTreatmentsOfBookings(db, 'b.user_id', userId, bookingIds);
}

/**
 * Claims up to `limit` bookings whose reminder is due at `now` and settles them, in one statement:
 * confirmed, with an email, starting within the next `aheadMs`, reminder not settled yet. Rows
 * another claim holds are skipped, and `reminder_settled_at IS NULL` is checked again on the locked
 * row, so two instances claiming at once never take the same booking. Across shops: a job's query.
 */
export function claimDueReminders(
  trx: Kysely<Database>,
  options: { now: Date; aheadMs: number; limit: number },
): Promise<BookingRow[]> {
  const due = trx
    .selectFrom('bookings')
    .select('id')
    .where('reminder_settled_at', 'is', null)
    .where('status', '=', 'confirmed')
    .where((eb) =>
      eb.or([
        eb('customer_email', 'is not', null),
        eb.and([eb('messaging_consent', '=', true), eb('customer_phone', 'is not', null)]),
      ]),
    )
    .where('start_at', '>', options.now)
    .where('start_at', '<=', new Date(options.now.getTime() + options.aheadMs))
    .orderBy('start_at')
    .limit(options.limit)
    .forUpdate()
    .skipLocked();
  return trx
    .updateTable('bookings')
    .set({ reminder_settled_at: options.now })
    .where('id', 'in', due)
    .where('reminder_settled_at', 'is', null)
    .returningAll()
    .execute();
}

/** The reminder went through the messaging app too: a reply from that number answers it. */
export async function markReminderMessaged(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ reminder_messaged_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .execute();
}

/** The next active booking whose reminder was messaged to `phone`: the one a reply answers. */
export function findRemindedBooking(
  db: Kysely<Database>,
  shopId: string,
  phone: string,
  now: Date,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('customer_phone', '=', phone)
    .where('reminder_messaged_at', 'is not', null)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('start_at', '>', now)
    .orderBy('start_at')
    .limit(1)
    .executeTakeFirst();
}

/** The customer confirmed by replying; the first answer's time is kept. */
export async function markConfirmedByCustomer(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ customer_confirmed_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .where('customer_confirmed_at', 'is', null)
    .execute();
}

export interface DueRefill {
  booking: BookingRow;
  treatment_id: string;
  treatment_name: string;
  due_at: Date;
}

/**
 * Completed visits whose refill is due at `now`: each with its booked treatment of the shortest
 * recommended interval (a treatment deleted since carries none).
 */
export async function listDueRefills(db: Kysely<Database>, now: Date, limit: number): Promise<DueRefill[]> {
  const { rows } = await sql<BookingRow & { treatment_id: string; treatment_name: string; due_at: Date }>`
    SELECT DISTINCT ON (b.end_at, b.id) b.*, t.id AS treatment_id, t.name AS treatment_name,
      b.end_at + t.refill_interval_days * interval '1 day' AS due_at
    FROM bookings b
    JOIN booking_treatments bt ON bt.booking_id = b.id
    JOIN treatments t ON t.id = bt.treatment_id AND t.shop_id = b.shop_id
    WHERE b.status = 'completed' AND b.refill_settled_at IS NULL
      AND t.refill_interval_days IS NOT NULL
      AND b.end_at + t.refill_interval_days * interval '1 day' <= ${now}
    ORDER BY b.end_at, b.id, t.refill_interval_days
    LIMIT ${limit}`.execute(db);
  return rows.map(({ treatment_id, treatment_name, due_at, ...booking }) => ({
    booking: booking as BookingRow,
    treatment_id,
    treatment_name,
    due_at: new Date(due_at),
  }));
}

/** Settles the visit's refill (sent or needless); false when another run settled it first. */
export async function claimRefill(
  db: Kysely<Database>,
  shopId: string,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('bookings')
    .set({ refill_settled_at: now })
    .where('shop_id', '=', shopId)
    .where('id', '=', bookingId)
    .where('refill_settled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The phone number of the account's latest booking that has one (never another account's). */
export async function findLastOwnPhone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('bookings')
    .select('customer_phone')
    .where('user_id', '=', userId)
    .where('customer_phone', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.customer_phone ?? null;
}

/** The customer followed a refill reminder's unsubscribe link; a repeat changes nothing. */
export async function insertRefillOptOut(db: Kysely<Database>, shopId: string, email: string): Promise<void> {
  await db
    .insertInto('refill_opt_outs')
    .values({ shop_id: shopId, customer_email: email.toLowerCase() })
    .onConflict((oc) => oc.columns(['shop_id', 'customer_email']).doNothing())
    .execute();
}

export async function hasRefillOptOut(db: Kysely<Database>, shopId: string, email: string): Promise<boolean> {
  const found = await db
    .selectFrom('refill_opt_outs')
    .select('shop_id')
    .where('shop_id', '=', shopId)
    .where('customer_email', '=', email.toLowerCase())
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether the visit's customer (same account, mail or number) has booked the studio again since. */
export async function hasBookedAgain(db: Kysely<Database>, visit: BookingRow): Promise<boolean> {
  const found = await db
    .selectFrom('bookings')
    .select('id')
    .where('shop_id', '=', visit.shop_id)
    .where('id', '!=', visit.id)
    .where('start_at', '>=', visit.end_at)
    .where('status', 'in', ['pending_payment', 'pending', 'confirmed', 'completed'])
    .where((eb) =>
      eb.or([
        ...(visit.user_id ? [eb('user_id', '=', visit.user_id)] : []),
        ...(visit.customer_email ? [eb('customer_email', '=', visit.customer_email)] : []),
        ...(visit.customer_phone ? [eb('customer_phone', '=', visit.customer_phone)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
