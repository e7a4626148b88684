import { type CreatedCalendarFeed, createdCalendarFeedSchema } from '@studio/domain/calendar-feed-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { calendarFeedsQueryOptions } from './list-calendar-feeds.ts';

/** A new secret address; without a team member, the whole studio's. */
export function createCalendarFeed(
  shopId: string,
  teamMemberId: string | null,
): Promise<CreatedCalendarFeed> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/calendar-feeds`,
    teamMemberId ? { teamMemberId } : {},
    { schema: createdCalendarFeedSchema },
  );
}

export function useCreateCalendarFeed(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamMemberId: string | null) => createCalendarFeed(shopId, teamMemberId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedsQueryOptions(shopId).queryKey }),
  });
}
