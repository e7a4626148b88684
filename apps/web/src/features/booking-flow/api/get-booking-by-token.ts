import { type CustomerBooking, customerBookingSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export function getBookingByToken(token: string, signal?: AbortSignal): Promise<CustomerBooking> {
  return api.get(`/bookings/by-token?${new URLSearchParams({ token }).toString()}`, {
    schema: customerBookingSchema,
    signal,
    quietCodes: [ErrorCode.bookingNotFound, ErrorCode.invalidInput],
  });
}

export const bookingByTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.bookingByToken(token),
    queryFn: ({ signal }) => getBookingByToken(token, signal),
    retry: false,
    // Customer details stay out of the persisted cache.
    meta: { persist: false },
  });

export function useBookingByToken(token: string) {
  return useQuery({ ...bookingByTokenQueryOptions(token), enabled: token.length > 0 });
}
