import { type SlotsResponse, slotsResponseSchema } from '@studio/domain/booking-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The times one of the caller's bookings could move to on a studio day (`YYYY-MM-DD`). */
export function getOwnBookingFreeTimes(
  bookingId: string,
  day: string,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  return api.get(`/me/bookings/${encodeURIComponent(bookingId)}/free-times?from=${day}&to=${day}`, {
    schema: slotsResponseSchema,
    signal,
  });
}

export function useOwnBookingFreeTimes(bookingId: string, day: string) {
  return useQuery({
    queryKey: queryKeys.ownBookingFreeTimes(bookingId, day),
    queryFn: ({ signal }) => getOwnBookingFreeTimes(bookingId, day, signal),
  });
}
