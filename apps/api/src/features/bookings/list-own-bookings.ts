import type { CustomerBooking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { AppError } from '../../http/app-error.ts';
import { findShopsByIds } from '../shops/shops.public.ts';
import type { BookingContext } from './booking-context.ts';
import { findOwnBookingTreatments, listOwnBookingRows } from './bookings.repo.ts';
import { customerBookingOf } from './present-customer-booking.ts';

/**
 * GET me/bookings: the signed-in identity's bookings in every shop, upcoming first or past newest
 * first. Three statements however many bookings: the bookings, their shops, their treatments.
 */
export async function listOwnBookings(
  context: BookingContext,
  userId: string,
  when: 'upcoming' | 'past',
): Promise<CustomerBooking[]> {
  const { db } = context;
  const now = context.clock.now();
  const rows = await listOwnBookingRows(db, userId, { when, now, limit: 100 });
  const shops = new Map(
    (await findShopsByIds(db, [...new Set(rows.map((row) => row.shop_id))])).map((shop) => [shop.id, shop]),
  );
  const treatments = await findOwnBookingTreatments(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const shop = shops.get(row.shop_id);
    if (!shop) throw new AppError(ErrorCode.bookingNotFound);
    return customerBookingOf(row, shop, treatments.get(row.id) ?? [], row.team_member_name, now);
  });
}
