import type { OpeningHours } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// valibot, typed against the contract: the studio page shows the hours on its first load
// (valibot-answer-schema.ts says why not zod).
const openingHoursShape: v.GenericSchema<OpeningHours> = v.object({
  days: v.array(
    v.object({
      weekday: v.number(),
      ranges: v.array(v.object({ start: v.string(), end: v.string() })),
    }),
  ),
});
const openingHoursAnswerSchema = valibotAnswerSchema(openingHoursShape);

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
