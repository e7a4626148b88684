import type { CustomerBooking } from '@studio/domain/booking-contract';
import type { BookingContext } from './booking-context.ts';
import { findOwnBookingForUpdate } from './bookings.repo.ts';
import { cancelAsCustomer } from './cancel-as-customer.ts';

/** POST me/bookings/{id}/cancel: a signed-in customer cancels one of their own bookings. */
export function cancelOwnBooking(
  context: BookingContext,
  userId: string,
  bookingId: string,
): Promise<CustomerBooking> {
  return cancelAsCustomer(context, (trx) => findOwnBookingForUpdate(trx, userId, bookingId));
}
