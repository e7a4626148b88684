import { reservationSchema } from '@studio/domain/reservation-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reservationKeys } from './reservation-query-keys.ts';

export type ReservationAction = 'approve' | 'reject';

/** POST reservations/{id}/approve or /reject; 8001 and 8002 answer with the catalogue text. */
export function decideReservation(shopId: string, id: string, action: ReservationAction) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/reservations/${encodeURIComponent(id)}/${action}`,
    undefined,
    { schema: reservationSchema },
  );
}

export function useDecideReservation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReservationAction }) =>
      decideReservation(shopId, id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.shop(shopId) }),
  });
}
