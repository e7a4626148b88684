import { type Reservation, reservationListSchema } from '@studio/domain/reservation-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reservationKeys } from './reservation-query-keys.ts';

export function listShopReservations(
  shopId: string,
  status: string,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const query = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return api.get(`/shops/${encodeURIComponent(shopId)}/reservations${query}`, {
    schema: reservationListSchema,
    signal,
  });
}

export function useShopReservations(shopId: string, status: string) {
  return useQuery({
    queryKey: reservationKeys.list(shopId, status),
    queryFn: ({ signal }) => listShopReservations(shopId, status, signal),
    refetchInterval: 15_000,
  });
}
