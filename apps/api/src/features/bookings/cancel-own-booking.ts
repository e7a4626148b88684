import type { CustomerBooking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-catalogue';
import { isUuid } from '@studio/domain/uuid';
import { AppError } from '../../http/app-error.ts';
import type { BookingContext } from './booking-context.ts';
import { findOwnBookingForUpdate } from './bookings.repo.ts';
import { cancelAsCustomer } from './cancel-as-customer.ts';

/** POST me/bookings/{id}/cancel: a signed-in customer cancels one of their own bookings. */
export function cancelOwnBooking(
  context: BookingContext,
  userId: string,
  bookingId: string,
): Promise<CustomerBooking> {
  if (!isUuid(bookingId)) throw new AppError(ErrorCode.bookingNotFound);
  return cancelAsCustomer(context, (trx) => findOwnBookingForUpdate(trx, userId, bookingId));
}
