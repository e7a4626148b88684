import {
  type CreateBookingRequest,
  type CreatedBooking,
  createdBookingSchema,
} from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterBookingChange } from '../../query-keys.ts';

/** Booking slot not available (409): the time is taken, closed or outside the booking hours. */
export const SLOT_NOT_AVAILABLE = 8104;

/**
 * A booking the studio enters itself (walk-in or phone): confirmed at once and without the
 * minimum notice. Refusals are shown inside the dialog, so they stay out of the snackbar.
 */
export function createStaffBooking(shopId: string, body: CreateBookingRequest): Promise<CreatedBooking> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/bookings`, body, {
    schema: createdBookingSchema,
    quietCodes: [SLOT_NOT_AVAILABLE, 8005, 8010, 9400],
  });
}

export function useCreateStaffBooking(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingRequest) => createStaffBooking(shopId, body),
    onSuccess: () => {
      refreshAfterBookingChange(queryClient, shopId);
    },
  });
}
