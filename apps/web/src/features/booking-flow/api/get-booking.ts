import { type Booking, bookingSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** A booking the signed-in identity made itself (guests too), e.g. after reloading the success page. */
export function getBooking(shopId: string, bookingId: string, signal?: AbortSignal): Promise<Booking> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/bookings/${encodeURIComponent(bookingId)}`, {
    schema: bookingSchema,
    signal,
    // Another identity, or a link from someone else: the page falls back to a plain thank-you.
    silent: true,
  });
}

export const bookingQueryOptions = (shopId: string, bookingId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingFlowBooking(shopId, bookingId),
    queryFn: ({ signal }) => getBooking(shopId, bookingId, signal),
    retry: false,
    // Customer details stay out of the persisted cache.
    meta: { persist: false },
  });

export function useBooking(shopId: string, bookingId: string | null) {
  return useQuery({ ...bookingQueryOptions(shopId, bookingId ?? ''), enabled: bookingId !== null });
}
