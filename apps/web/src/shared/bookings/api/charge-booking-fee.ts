import {
  type BookingFee,
  type BookingFeeKind,
  bookingFeeSchema,
} from '@studio/domain/booking-policy-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Keeps the paid deposit, or sends the customer the policy's fee; once per booking (a repeat answers the fee taken). */
export function chargeBookingFee(
  shopId: string,
  bookingId: string,
  kind: BookingFeeKind,
): Promise<BookingFee> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/bookings/${encodeURIComponent(bookingId)}/fee`,
    { kind },
    { schema: bookingFeeSchema },
  );
}

export function useChargeBookingFee(shopId: string, bookingId: string) {
  return useMutation({ mutationFn: (kind: BookingFeeKind) => chargeBookingFee(shopId, bookingId, kind) });
}
