import { type OpeningHours, openingHoursSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

/** All seven weekdays (1 = Monday); a weekday without ranges is closed. */
export function getOpeningHours(shopId: string, signal?: AbortSignal): Promise<OpeningHours> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/opening-hours`, {
    schema: openingHoursSchema,
    signal,
  });
}

export const openingHoursQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.openingHours(shopId),
    queryFn: ({ signal }) => getOpeningHours(shopId, signal),
    // An editing screen starts from what the server has now, not from the persisted cache.
    staleTime: 0,
  });

export function useOpeningHours(shopId: string) {
  return useQuery(openingHoursQueryOptions(shopId));
}
