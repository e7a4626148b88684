import { type Booking, bookingSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterBookingChange } from '../../query-keys.ts';

/** The studio cancels; the customer is mailed and the time is free again. */
export function cancelBooking(shopId: string, bookingId: string): Promise<Booking> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/bookings/${encodeURIComponent(bookingId)}/cancel`,
    undefined,
    { schema: bookingSchema },
  );
}

export function useCancelBooking(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(shopId, bookingId),
    onSettled: () => {
      refreshAfterBookingChange(queryClient, shopId);
    },
  });
}
