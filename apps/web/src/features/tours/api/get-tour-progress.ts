import { type TourProgress, tourProgressListSchema } from '@studio/domain/tour-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The signed-in user's progress in the onboarding tours: one entry per tour started or offered. */
export function getTourProgress(signal?: AbortSignal): Promise<TourProgress[]> {
  return api.get('/me/tour-progress', { schema: tourProgressListSchema, signal });
}

/** Keyed by user: an admin signing in after another on the same browser never sees the other's. */
export const tourProgressKey = (userId: string) => ['me', 'tour-progress', userId] as const;

export const tourProgressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: tourProgressKey(userId),
    queryFn: ({ signal }) => getTourProgress(signal),
    // Only this user's own saves change it, and each save updates the cache.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTourProgress(userId: string) {
  return useQuery({ ...tourProgressQueryOptions(userId), enabled: userId !== '' });
}
