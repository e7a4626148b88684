import { type CustomerBooking, customerBookingListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export type OwnBookingsWhen = 'upcoming' | 'past';

export function getOwnBookings(when: OwnBookingsWhen, signal?: AbortSignal): Promise<CustomerBooking[]> {
  return api.get(`/me/bookings?when=${when}`, { schema: customerBookingListSchema, signal });
}

export const ownBookingsQueryOptions = (when: OwnBookingsWhen) =>
  queryOptions({
    queryKey: queryKeys.ownBookingsOf(when),
    queryFn: ({ signal }) => getOwnBookings(when, signal),
  });

export function useOwnBookings(when: OwnBookingsWhen) {
  return useQuery(ownBookingsQueryOptions(when));
}
