// GET shops/{shopId}/bookings (shop admin): the calendar's bookings over a span, by start.

import type { Booking, bookingListQuerySchema } from '@studio/domain/booking-contract';
import type { BookingStatus } from '@studio/domain/booking-status';
import { addDays } from '@studio/domain/calendar-day';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { dayMs, localDateOf, startOfLocalDay } from '../availability/availability.public.ts';
import { requireTeamMemberOfShop } from '../team/team.public.ts';
import { listBookingRows } from './bookings.repo.ts';
import { presentBooking } from './present-booking.ts';

type ListQuery = z.output<typeof bookingListQuerySchema>;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const longestSpanDays = 400;

/** A local day's start (`from`) or the next day's start (`to`, inclusive), or the instant given. */
function boundary(value: string, timezone: string, end: boolean): number {
  if (!datePattern.test(value)) return Date.parse(value);
  return startOfLocalDay(end ? addDays(value, 1) : value, timezone);
}

/**
 * Bookings overlapping `from`–`to`: local days (inclusive) or instants. Without `from`, from the
 * start of today; without `to`, 31 days on. Every status unless `status` names some.
 */
export async function listBookings(
  db: Kysely<Database>,
  shop: ShopRow,
  query: ListQuery,
  now: number,
): Promise<Booking[]> {
  const from = query.from
    ? boundary(query.from, shop.timezone, false)
    : startOfLocalDay(localDateOf(now, shop.timezone), shop.timezone);
  const to = query.to ? boundary(query.to, shop.timezone, true) : from + 31 * dayMs;
  if (to <= from || to - from > longestSpanDays * dayMs)
    throw new AppError(ErrorCode.invalidInput, { problems: { to: 'invalid' } });
  const teamMemberId = query.teamMemberId
    ? await requireTeamMemberOfShop(db, shop.id, query.teamMemberId)
    : undefined;
  const rows = await listBookingRows(db, shop.id, {
    from,
    to,
    teamMemberId,
    statuses: query.status ? (query.status.split(',') as BookingStatus[]) : undefined,
    limit: query.limit,
  });
  return rows.map((row) => presentBooking(row, row.treatments, shop.timezone));
}
