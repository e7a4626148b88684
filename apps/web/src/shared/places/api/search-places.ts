import { type FoundPlaceAnswer, foundPlacesSchema } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export { foundPlacesSchema };

/** Places matching a studio's name and address, best first (signed in); 503 2070 when the geocoder is away. */
export function searchPlaces(text: string, signal?: AbortSignal): Promise<FoundPlaceAnswer[]> {
  return api.get(`/places?${new URLSearchParams({ q: text }).toString()}`, {
    schema: foundPlacesSchema,
    signal,
    quietCodes: [ErrorCode.placeSearchUnavailable],
  });
}

export const placeSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.placeSearch(text),
    queryFn: ({ signal }) => searchPlaces(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { persist: false },
  });

/** Searches only once asked to (`text` set), so typing the address costs no requests. */
export function usePlaceSearch(text: string | null) {
  return useQuery({ ...placeSearchQueryOptions(text ?? ''), enabled: text !== null });
}
