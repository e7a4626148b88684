import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { calendarFeedsQueryOptions } from './list-calendar-feeds.ts';

/** The address answers 404 from then on. */
export function revokeCalendarFeed(shopId: string, feedId: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/calendar-feeds/${encodeURIComponent(feedId)}`);
}

export function useRevokeCalendarFeed(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => revokeCalendarFeed(shopId, feedId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryOptions(shopId).queryKey }),
  });
}
