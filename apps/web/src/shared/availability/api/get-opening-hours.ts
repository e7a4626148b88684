import type { OpeningHours } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

// zod/mini, typed against the contract: the studio page shows the hours on its first load.
const openingHoursAnswerSchema: z.ZodMiniType<OpeningHours> = z.object({
  days: z.array(
    z.object({
      weekday: z.number(),
      ranges: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
});

/** All seven weekdays (1 = Monday); a weekday without ranges is closed. */
export function getOpeningHours(shopId: string, signal?: AbortSignal): Promise<OpeningHours> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/opening-hours`, {
    schema: openingHoursAnswerSchema,
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
