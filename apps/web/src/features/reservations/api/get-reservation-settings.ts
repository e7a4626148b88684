import { reservationSettingsAnswerSchema } from '@studio/domain/reservation-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reservationKeys } from './reservation-query-keys.ts';

export function getReservationSettings(shopId: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/reservation-settings`, {
    schema: reservationSettingsAnswerSchema,
    signal,
  });
}

export function useReservationSettings(shopId: string) {
  return useQuery({
    queryKey: reservationKeys.settings(shopId),
    queryFn: ({ signal }) => getReservationSettings(shopId, signal),
  });
}
