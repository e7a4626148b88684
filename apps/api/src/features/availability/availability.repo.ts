import { activeBookingStatuses } from '@studio/domain/booking-status';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepareStatement } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

export interface AvailabilityWindow {
  /** The chosen treatments (none: no treatments and assignments are read). */
  serviceIds: readonly string[];
  /** Local days, inclusive, for closures and rules. */
  fromDate: string;
  toDate: string;
  /** Active bookings overlapping this span are busy times. */
  busyFrom: Date;
  busyTo: Date;
  /** A booking being moved does not stand in its own way. */
  excludeBookingId?: string | undefined;
}

/**
 * The shop's team, the chosen treatments and who performs them, booking hours, the closures and
 * rules touching the days, and the active bookings in the busy span: one statement, one snapshot.
 */
/** Exported for the tests that compare it with the same statement run unprepared. */
export const availabilityRows = prepareStatement<
  {
    shopId: string;
    serviceIds: string[];
    fromDate: string;
    toDate: string;
    busyFrom: Date;
    busyTo: Date;
    excludeBookingId: string | null;
  },
  AvailabilityRows
>(
  ['shopId', 'serviceIds', 'fromDate', 'toDate', 'busyFrom', 'busyTo', 'excludeBookingId'],
  (db, { shopId, serviceIds, fromDate, toDate, busyFrom, busyTo, excludeBookingId }) =>
    db.selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('treatments')
          .select(['id', 'name', 'price_cents', 'duration_minutes', 'active'])
          .where('shop_id', '=', shopId)
          .where(sql<boolean>`id = any(${serviceIds}::uuid[])`),
      ).as('treatments'),
      jsonArrayFrom(
        eb
          .selectFrom('team_members')
          .select(['id', 'name'])
          .where('shop_id', '=', shopId)
          .orderBy('position')
          .orderBy('created_at')
          .orderBy('id'),
      ).as('team'),
      jsonArrayFrom(
        eb
          .selectFrom('treatment_team_members')
          .select(['treatment_id as treatmentId', 'team_member_id as teamMemberId'])
          .where(sql<boolean>`treatment_id = any(${serviceIds}::uuid[])`),
      ).as('assignments'),
      jsonArrayFrom(
        eb
          .selectFrom('opening_hours')
          .select(['weekday', 'start_time', 'end_time'])
          .where('shop_id', '=', shopId),
      ).as('openingHours'),
      jsonArrayFrom(
        eb
          .selectFrom('closures')
          .select(['start_date as startDate', 'end_date as endDate'])
          .where('shop_id', '=', shopId)
          .where('start_date', '<=', toDate)
          .where('end_date', '>=', fromDate),
      ).as('closures'),
      jsonArrayFrom(
        eb
          .selectFrom('booking_rules')
          .select(['start_date as startDate', 'end_date as endDate', 'slots'])
          .where('shop_id', '=', shopId)
          .where('start_date', '<=', toDate)
          .where((inner) => inner.or([inner('end_date', 'is', null), inner('end_date', '>=', fromDate)])),
      ).as('rules'),
      jsonArrayFrom(
        eb
          .selectFrom('bookings')
          .select([
            sql<number>`(extract(epoch from start_at) * 1000)::float8`.as('start'),
            sql<number>`(extract(epoch from end_at) * 1000)::float8`.as('end'),
            'team_member_id as teamMemberId',
          ])
          .where('shop_id', '=', shopId)
          // Spelled out, not parameters: the partial index of active bookings applies to a prepared
          // statement's generic plan only when its condition is visibly the index's.
          .where(
            sql<boolean>`status IN (${sql.join(activeBookingStatuses.map((status) => sql.lit(status)))})`,
          )
          // Overlapping [start, end): ends after the span starts, starts before it ends.
          .where('end_at', '>', busyFrom)
          .where('start_at', '<', busyTo)
          // NULL (nothing to leave out) is distinct from every id.
          .where(sql<boolean>`id is distinct from ${excludeBookingId}::uuid`),
      ).as('bookings'),
    ]),
);

interface AvailabilityRows {
  treatments: { id: string; name: string; price_cents: number; duration_minutes: number; active: boolean }[];
  team: { id: string; name: string }[];
  assignments: { treatmentId: string; teamMemberId: string }[];
  openingHours: { weekday: number; start_time: string; end_time: string }[];
  closures: { startDate: string; endDate: string }[];
  rules: { startDate: string; endDate: string | null; slots: number }[];
  bookings: { start: number; end: number; teamMemberId: string | null }[];
}

/**
 * The shop's team, the chosen treatments and who performs them, booking hours, the closures and
 * rules touching the days, and the active bookings in the busy span: one statement, one snapshot,
 * prepared once (prepared-statements.ts).
 */
export async function readAvailabilityRows(
  db: Kysely<Database>,
  shopId: string,
  window: AvailabilityWindow,
): Promise<AvailabilityRows> {
  const [row] = await availabilityRows.run(db, {
    shopId,
    serviceIds: [...window.serviceIds],
    fromDate: window.fromDate,
    toDate: window.toDate,
    busyFrom: window.busyFrom,
    busyTo: window.busyTo,
    excludeBookingId: window.excludeBookingId ?? null,
  });
  if (!row) throw new Error('the availability statement answered no row');
  return row;
}
