import { type StampCardOverview, stampCardOverviewSchema } from '@studio/domain/stamp-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

/** The shop admin's card, its change waiting for approval, and the totals. */
export function getStampCardOverview(shopId: string, signal?: AbortSignal): Promise<StampCardOverview> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/stamp-card/overview`, {
    schema: stampCardOverviewSchema,
    signal,
  });
}

export const stampCardOverviewQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stampCardKeys.overview(shopId),
    queryFn: ({ signal }) => getStampCardOverview(shopId, signal),
    staleTime: 0,
  });

export function useStampCardOverview(shopId: string) {
  return useQuery(stampCardOverviewQueryOptions(shopId));
}
