import type { CustomerBooking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { AppError } from '../../http/app-error.ts';
import type { BookingContext } from './booking-context.ts';
import { findBookingByTokenHash } from './bookings.repo.ts';
import { hashCancelToken } from './cancel-links.ts';
import { findBookingShop } from './find-booking-shop.ts';
import { presentCustomerBooking } from './present-customer-booking.ts';

/** GET bookings/by-token: what the cancel link shows; 8103 for an unknown token. */
export async function showBookingByToken(context: BookingContext, token: string): Promise<CustomerBooking> {
  const booking = await findBookingByTokenHash(context.db, hashCancelToken(token));
  if (!booking) throw new AppError(ErrorCode.bookingNotFound);
  return presentCustomerBooking(
    context.db,
    booking,
    await findBookingShop(context.db, booking.shop_id),
    context.clock.now(),
  );
}
