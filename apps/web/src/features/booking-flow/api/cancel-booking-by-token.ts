import { type CustomerBooking, customerBookingSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Cut-off passed (8002) or already handled (8001) show the catalogue message in the snackbar. */
export function cancelBookingByToken(token: string): Promise<CustomerBooking> {
  return api.post('/bookings/cancel', { token }, { schema: customerBookingSchema });
}

export function useCancelBookingByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBookingByToken(token),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.bookingByToken(token), booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.freeSlots(booking.shop.id) });
    },
    // A refused cancel means the link's state changed (cut-off, cancelled elsewhere): show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingByToken(token) }),
  });
}
