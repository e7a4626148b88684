import { type Reservation, reservationListSchema } from '@studio/domain/reservation-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reservationKeys } from './reservation-query-keys.ts';

export interface AllReservationsFilter {
  shopId: string;
  status: string;
}

export function listAllReservations(
  filter: AllReservationsFilter,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const query = new URLSearchParams(
    Object.entries(filter).filter(([key, value]) => value !== '' && !(key === 'status' && value === 'all')),
  );
  return api.get(`/reservations?${query}`, { schema: reservationListSchema, signal });
}

/** Every shop's reservations (global admin). */
export function useAllReservations(filter: AllReservationsFilter) {
  return useQuery({
    queryKey: reservationKeys.all(filter),
    queryFn: ({ signal }) => listAllReservations(filter, signal),
  });
}
