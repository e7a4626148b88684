import { type CalendarFeed, calendarFeedListSchema } from '@studio/domain/calendar-feed-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The studio's feeds, oldest first; their addresses are shown only when made. */
export function listCalendarFeeds(shopId: string, signal?: AbortSignal): Promise<CalendarFeed[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/calendar-feeds`, {
    schema: calendarFeedListSchema,
    signal,
  });
}

export const calendarFeedsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: [...queryKeys.shop(shopId), 'calendar-feeds'],
    queryFn: ({ signal }) => listCalendarFeeds(shopId, signal),
  });

export function useCalendarFeeds(shopId: string) {
  return useQuery(calendarFeedsQueryOptions(shopId));
}
