// GET me/bookings/{id}/free-times: where a signed-in customer could move their own booking.

import type { SlotsResponse } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { AppError } from '../../http/app-error.ts';
import { listFreeSlots, minuteMs } from '../availability/availability.public.ts';
import type { BookingContext } from './booking-context.ts';
import { findBookingTreatments, findOwnBookingRow } from './bookings.repo.ts';
import { chosenMemberOf } from './chosen-member-of.ts';
import { findBookingShop } from './find-booking-shop.ts';
import { isMovableByCustomer } from './present-customer-booking.ts';

/**
 * The free times from `from` to `to` for the booking's treatments and length, with the booking
 * itself not in the way, under the public rules a move is checked against (move-own-booking.ts).
 * A booking that can no longer be moved has none.
 */
export async function listOwnBookingFreeTimes(
  context: BookingContext,
  userId: string,
  bookingId: string,
  days: { from: string; to: string },
): Promise<SlotsResponse> {
  const { db } = context;
  const now = context.clock.now();
  const booking = await findOwnBookingRow(db, userId, bookingId);
  if (!booking) throw new AppError(ErrorCode.bookingNotFound);
  const shop = await findBookingShop(db, booking.shop_id);
  const durationMinutes = Math.round((booking.end_at.getTime() - booking.start_at.getTime()) / minuteMs);
  if (!isMovableByCustomer(booking, now)) return { timezone: shop.timezone, durationMinutes, slots: [] };
  const treatments = (await findBookingTreatments(db, shop.id, [booking.id])).get(booking.id) ?? [];
  const chosen = await chosenMemberOf(db, booking);
  return listFreeSlots(
    db,
    shop,
    {
      serviceIds: treatments
        .flatMap((treatment) => (treatment.treatment_id ? [treatment.treatment_id] : []))
        .join(','),
      from: days.from,
      to: days.to,
      teamMemberId: chosen,
      moving: { bookingId: booking.id, durationMinutes },
    },
    { now, managed: true },
  );
}
