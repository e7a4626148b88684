import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';

// valibot: the find page's code carries no zod (valibot-answer-schema.ts says why).
const foundPlacesSchema = valibotAnswerSchema(
  v.array(
    v.object({
      name: v.string(),
      address: v.string(),
      latitude: v.number(),
      longitude: v.number(),
      placeId: v.string(),
    }),
  ),
);

/** GET place-suggestions?q=: towns, districts, streets and postcodes for the search's "where" (public). */
export function suggestPlaces(text: string, signal?: AbortSignal): Promise<FoundPlaceAnswer[]> {
  return api.get(`/place-suggestions?${new URLSearchParams({ q: text }).toString()}`, {
    schema: foundPlacesSchema,
    signal,
    // Without the geocoder the platform's cities remain to choose from.
    quietCodes: [ErrorCode.placeSearchUnavailable, ErrorCode.rateLimited],
  });
}

export const placeSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['place-suggestions', text] as const,
    queryFn: ({ signal }) => suggestPlaces(text, signal),
    retry: false,
    staleTime: 10 * 60_000,
    meta: { persist: false },
  });

/** Asks once the typed text has two characters; keeps the last suggestions while the next load. */
export function usePlaceSuggestions(text: string) {
  return useQuery({
    ...placeSuggestionsQueryOptions(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
