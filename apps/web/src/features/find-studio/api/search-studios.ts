import { type StudioSearchAnswer, studioSearchAnswerSchema } from '@studio/domain/consumer-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

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
