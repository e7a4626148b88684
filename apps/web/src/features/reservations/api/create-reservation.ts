import { type CreateReservation, createdReservationSchema } from '@studio/domain/reservation-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** 8003 (not taking reservations that day) and 8002 (time passed) show on the form. */
export function createReservation(shopId: string, reservation: CreateReservation) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/reservations`, reservation, {
    schema: createdReservationSchema,
    quietCodes: [8003, 8002, 9400],
  });
}

export function useCreateReservation(shopId: string) {
  return useMutation({
    mutationFn: (reservation: CreateReservation) => createReservation(shopId, reservation),
  });
}
