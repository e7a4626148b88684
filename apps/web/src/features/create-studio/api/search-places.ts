import { type FoundPlaceAnswer, foundPlacesSchema } from '@studio/domain/consumer-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET places?q=: the places the platform's geocoder finds for a name and a street. */
export function searchPlaces(text: string, signal?: AbortSignal): Promise<FoundPlaceAnswer[]> {
  return api.get(`/places?${new URLSearchParams({ q: text }).toString()}`, {
    schema: foundPlacesSchema,
    signal,
  });
}

export const placesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['places', text] as const,
    queryFn: ({ signal }) => searchPlaces(text, signal),
    // A geocoder that cannot be asked answers 503 at once; the owner types the address instead.
    retry: false,
    staleTime: 10 * 60_000,
  });

/** Asks once the text has two characters; keeps the last places while the next load. */
export function usePlaceSearch(text: string) {
  return useQuery({
    ...placesQueryOptions(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
