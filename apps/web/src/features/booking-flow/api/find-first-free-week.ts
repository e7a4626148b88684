import { addDays } from '@studio/domain/calendar-day';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.ts';
import { type FreeSlotsRequest, freeSlotsQueryOptions } from './get-free-slots.ts';

export type FreeWeekSearch = Omit<FreeSlotsRequest, 'from' | 'to'>;

/**
 * The first week (its Monday) from `fromWeek` up to the studio's last bookable day that has a
 * free time, or null. Asks week by week, through the same cache as the week view, so the week
 * it finds is already loaded when it is shown.
 */
export async function findFirstFreeWeek(
  queryClient: QueryClient,
  search: FreeWeekSearch,
  fromWeek: string,
  lastDay: string,
): Promise<string | null> {
  for (let week = fromWeek; week <= lastDay; week = addDays(week, 7)) {
    const answer = await queryClient.fetchQuery(
      freeSlotsQueryOptions({ ...search, from: week, to: addDays(week, 6) }),
    );
    if (answer.slots.length > 0) return week;
  }
  return null;
}

export function useFirstFreeWeek(
  search: FreeWeekSearch,
  fromWeek: string,
  lastDay: string,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [
      ...queryKeys.freeSlots(search.shopId),
      'first-free-week',
      search.serviceIds.join(','),
      search.teamMemberId ?? '',
      fromWeek,
      lastDay,
    ],
    queryFn: () => findFirstFreeWeek(queryClient, search, fromWeek, lastDay),
    staleTime: 60_000,
    meta: { persist: false },
    enabled,
  });
}
