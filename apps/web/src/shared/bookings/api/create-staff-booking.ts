import {
  type CreateBookingRequest,
  type CreatedBooking,
  createdBookingSchema,
} from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterBookingChange } from '../../query-keys.ts';

/**
 * A booking the studio enters itself (walk-in or phone): confirmed at once and without the
 * minimum notice. Refusals are shown inside the dialog, so they stay out of the snackbar.
 */
export function createStaffBooking(shopId: string, body: CreateBookingRequest): Promise<CreatedBooking> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/bookings`, body, {
    schema: createdBookingSchema,
    quietCodes: [
      ErrorCode.bookingSlotUnavailable,
      ErrorCode.treatmentSelectionInvalid,
      ErrorCode.teamMemberNotFound,
      ErrorCode.invalidInput,
    ],
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
