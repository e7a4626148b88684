import { type TourId, type TourProgress, tourProgressSchema } from '@studio/domain/tour-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { tourProgressKey } from './get-tour-progress.ts';

export function saveTourProgress(progress: TourProgress): Promise<TourProgress> {
  return api.put('/me/tour-progress', progress, { schema: tourProgressSchema });
}

export const untouchedTourProgress = (tour: TourId): TourProgress => ({
  tour,
  stepId: null,
  completed: false,
  offerDismissed: false,
});

/**
 * Saves a change to one tour's progress. The cache takes it at once (the player moves on without
 * waiting for the server); a change that changes nothing is not sent.
 */
export function useSaveTourProgress(userId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: saveTourProgress,
    // The server's answer is what the cache already holds; on failure ask the server what it kept.
    onError: () => queryClient.invalidateQueries({ queryKey: tourProgressKey(userId) }),
  });
  return useCallback(
    (tour: TourId, change: Partial<Omit<TourProgress, 'tour'>>) => {
      const key = tourProgressKey(userId);
      const all = queryClient.getQueryData<TourProgress[]>(key) ?? [];
      const before = all.find((entry) => entry.tour === tour) ?? untouchedTourProgress(tour);
      const after = { ...before, ...change };
      if (JSON.stringify(after) === JSON.stringify(before) && all.includes(before)) return;
      queryClient.setQueryData<TourProgress[]>(key, [...all.filter((entry) => entry.tour !== tour), after]);
      mutate(after);
    },
    [queryClient, userId, mutate],
  );
}
