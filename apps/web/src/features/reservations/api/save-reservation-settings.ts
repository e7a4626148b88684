import {
  type ReservationSettings,
  reservationSettingsAnswerSchema,
} from '@studio/domain/reservation-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reservationKeys } from './reservation-query-keys.ts';

export function saveReservationSettings(shopId: string, settings: ReservationSettings) {
  return api.put(`/shops/${encodeURIComponent(shopId)}/reservation-settings`, settings, {
    schema: reservationSettingsAnswerSchema,
  });
}

export function useSaveReservationSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReservationSettings) => saveReservationSettings(shopId, settings),
    onSuccess: (settings) => queryClient.setQueryData(reservationKeys.settings(shopId), settings),
  });
}
