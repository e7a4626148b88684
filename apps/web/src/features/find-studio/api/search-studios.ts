import type { StudioSearchAnswer } from '@studio/domain/consumer-contract';
import { shopCategories } from '@studio/domain/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';

// valibot: this is the find page's first request (valibot-answer-schema.ts says why not zod).
const studioSearchAnswerShape = v.object({
  items: v.array(
    v.object({
      shopId: v.string(),
      name: v.string(),
      address: v.string(),
      category: v.picklist(shopCategories),
      timezone: v.string(),
      currencyCode: v.string(),
      latitude: v.number(),
      longitude: v.number(),
      distanceKm: v.number(),
      plus: v.boolean(),
      logoUrl: v.nullable(v.string()),
      treatment: v.nullable(
        v.object({
          id: v.string(),
          name: v.string(),
          priceCents: v.number(),
          durationMinutes: v.number(),
        }),
      ),
      priceRangeCents: v.nullable(v.object({ min: v.number(), max: v.number() })),
      nextFreeTimes: v.array(v.string()),
      reviews: v.object({ average: v.nullable(v.number()), count: v.number() }),
    }),
  ),
  total: v.number(),
});
const studioSearchAnswerSchema = valibotAnswerSchema(studioSearchAnswerShape);

/** GET studios: live studios around a place, ranked (Plus first inside a distance band), with free times. */
export function searchStudios(search: string, signal?: AbortSignal): Promise<StudioSearchAnswer> {
  return api.get(`/studios?${search}`, { schema: studioSearchAnswerSchema, signal });
}

export const studioSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['studios', 'search', search] as const,
    queryFn: ({ signal }) => searchStudios(search, signal),
  });

/** Waits for a place (no search without one); keeps the last results while the next load. */
export function useStudioSearch(search: string | null) {
  return useQuery({
    ...studioSearchQueryOptions(search ?? ''),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
