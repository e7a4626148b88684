import { ErrorCode } from '@studio/domain/error-codes';
import { type CreateReservation, createdReservationSchema } from '@studio/domain/reservation-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** 8003 (not taking reservations that day) and 8002 (time passed) show on the form. */
export function createReservation(shopId: string, reservation: CreateReservation) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/reservations`, reservation, {
    schema: createdReservationSchema,
    quietCodes: [ErrorCode.shopNotTakingReservations, ErrorCode.requestExpired, ErrorCode.invalidInput],
  });
}

export function useCreateReservation(shopId: string) {
  return useMutation({
    mutationFn: (reservation: CreateReservation) => createReservation(shopId, reservation),
  });
}
