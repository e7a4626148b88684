import { activeBookingStatuses } from '@studio/domain/booking-status';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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
export function readAvailabilityRows(db: Kysely<Database>, shopId: string, window: AvailabilityWindow) {
  const { fromDate, toDate, busyFrom, busyTo } = window;
  const serviceIds = [...window.serviceIds];
  return db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('services')
          .select(['id', 'name', 'price_cents', 'duration_minutes', 'active'])
          .where('shop_id', '=', shopId)
          .$if(serviceIds.length === 0, (query) => query.where(sql<boolean>`false`))
          .$if(serviceIds.length > 0, (query) => query.where('id', 'in', serviceIds)),
      ).as('services'),
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
          .selectFrom('service_team_members')
          .select(['service_id as serviceId', 'team_member_id as teamMemberId'])
          .$if(serviceIds.length === 0, (query) => query.where(sql<boolean>`false`))
          .$if(serviceIds.length > 0, (query) => query.where('service_id', 'in', serviceIds)),
      ).as('assignments'),
      jsonArrayFrom(
        eb
          .selectFrom('opening_hours')
          .select(['weekday', 'start_time', 'end_time'])
          .where('shop_id', '=', shopId),
      ).as('openingHours'),
      jsonArrayFrom(
        eb
          .selectFrom('unavailabilities')
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
          .where('status', 'in', [...activeBookingStatuses])
          .where(sql<boolean>`tstzrange(start_at, end_at) && tstzrange(${busyFrom}, ${busyTo})`)
          .$if(window.excludeBookingId !== undefined, (query) =>
            query.where('id', '<>', window.excludeBookingId ?? ''),
          ),
      ).as('bookings'),
    ])
    .executeTakeFirstOrThrow();
}
