import { type Booking, bookingListSchema } from '@studio/domain/booking-contract';
import type { BookingStatus } from '@studio/domain/booking-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export interface BookingListQuery {
  /** A local day of the studio (`YYYY-MM-DD`, included) or an instant with its offset. */
  from: string;
  /** A local day of the studio (`YYYY-MM-DD`, included) or an instant with its offset. */
  to: string;
  teamMemberId?: string;
  /** None: every status. */
  statuses?: readonly BookingStatus[];
}

/** The shop's bookings overlapping a span, by start (shop admin). */
export function listBookings(
  shopId: string,
  query: BookingListQuery,
  signal?: AbortSignal,
): Promise<Booking[]> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.teamMemberId) params.set('teamMemberId', query.teamMemberId);
  if (query.statuses && query.statuses.length > 0) params.set('status', query.statuses.join(','));
  return api.get(`/shops/${encodeURIComponent(shopId)}/bookings?${params.toString()}`, {
    schema: bookingListSchema,
    signal,
  });
}

export const bookingListQueryOptions = (shopId: string, query: BookingListQuery) =>
  queryOptions({
    queryKey: queryKeys.shopBookingList(shopId, query),
    queryFn: ({ signal }) => listBookings(shopId, query, signal),
    // Online bookings arrive at any time; a schedule must not show an old state for minutes.
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export function useBookingList(shopId: string, query: BookingListQuery | null) {
  return useQuery({
    ...bookingListQueryOptions(shopId, query ?? { from: '', to: '' }),
    enabled: Boolean(shopId && query),
  });
}
