import type { CustomerBooking } from '@studio/domain/booking-contract';
import type { BookingContext } from './booking-context.ts';
import { findBookingByTokenHash } from './bookings.repo.ts';
import { cancelAsCustomer } from './cancel-as-customer.ts';
import { hashCancelToken } from './cancel-links.ts';

/** POST bookings/cancel: the customer cancels through the mailed link. */
export function cancelBookingByToken(context: BookingContext, token: string): Promise<CustomerBooking> {
  return cancelAsCustomer(context, (trx) =>
    findBookingByTokenHash(trx, hashCancelToken(token), { forUpdate: true }),
  );
}
