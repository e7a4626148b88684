import { type CustomerBooking, customerBookingSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** A time taken meanwhile (8104) or a passed cut-off (8002) shows the catalogue message. */
export function moveOwnBooking(bookingId: string, start: string): Promise<CustomerBooking> {
  return api.post(
    `/me/bookings/${encodeURIComponent(bookingId)}/move`,
    { start },
    { schema: customerBookingSchema },
  );
}

export function useMoveOwnBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, start }: { bookingId: string; start: string }) =>
      moveOwnBooking(bookingId, start),
    // Also refreshes the free times: a refused time was taken by someone else.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownBookings() }),
  });
}
