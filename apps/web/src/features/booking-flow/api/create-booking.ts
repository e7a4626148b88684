import {
  type CreateBookingRequest,
  type CreatedBooking,
  createdBookingSchema,
} from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export function createBooking(shopId: string, body: CreateBookingRequest): Promise<CreatedBooking> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/bookings`, body, {
    schema: createdBookingSchema,
    // The confirm step shows every failure beside the form (8104 on the time picker instead).
    silent: true,
  });
}

export function useCreateBooking(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => createBooking(shopId, body),
    // The new booking belongs in "My appointments" of a signed-in customer.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ownBookings() });
    },
    // Taken or not, the studio's free times have changed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.freeSlots(shopId) });
    },
  });
}
