import { type Booking, bookingSchema, type UpdateBookingRequest } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterBookingChange } from '../../query-keys.ts';

/**
 * Moves a booking (start, team member) or changes its status, notes or customer. A time that is
 * not free answers 8104, a status the booking cannot take 9409; the snackbar shows either.
 */
export function updateBooking(
  shopId: string,
  bookingId: string,
  body: UpdateBookingRequest,
): Promise<Booking> {
  return api.patch(`/shops/${encodeURIComponent(shopId)}/bookings/${encodeURIComponent(bookingId)}`, body, {
    schema: bookingSchema,
  });
}

export function useUpdateBooking(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, change }: { bookingId: string; change: UpdateBookingRequest }) =>
      updateBooking(shopId, bookingId, change),
    // Refused or not, someone else may have changed the schedule meanwhile.
    onSettled: () => {
      refreshAfterBookingChange(queryClient, shopId);
    },
  });
}
