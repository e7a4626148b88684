import { type CustomerBooking, customerBookingSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Cut-off passed (8002) or already handled (8001) show the catalogue message in the snackbar. */
export function cancelOwnBooking(bookingId: string): Promise<CustomerBooking> {
  return api.post(`/me/bookings/${encodeURIComponent(bookingId)}/cancel`, undefined, {
    schema: customerBookingSchema,
  });
}

export function useCancelOwnBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownBookings() }),
  });
}
