import { type ShopListItem, shopListSchema } from '@studio/domain/shop-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/**
 * New studios that asked for review and are not decided yet (global admin): the pending shops
 * with a review request, oldest request first so nobody waits longest.
 */
export async function listStudioApplications(signal?: AbortSignal): Promise<ShopListItem[]> {
  const { items } = await api.list('/shops/all/true?status=pending&reviewRequested=true&limit=1000', {
    schema: shopListSchema,
    signal,
  });
  return items.sort((a, b) => (a.reviewRequestedAt ?? '').localeCompare(b.reviewRequestedAt ?? ''));
}

export const studioApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shopList({ applications: true }),
    queryFn: ({ signal }) => listStudioApplications(signal),
    staleTime: 0,
  });

export function useStudioApplications() {
  return useQuery(studioApplicationsQueryOptions());
}
