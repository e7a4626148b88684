import { type StampRequest, stampRequestListSchema } from '@studio/domain/stamp-card-contract';
import type { StampRequestStatus } from '@studio/domain/stamp-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

export interface StampRequestFilter {
  status?: StampRequestStatus;
  code?: string;
}

export function listStampRequests(
  shopId: string,
  filter: StampRequestFilter,
  signal?: AbortSignal,
): Promise<StampRequest[]> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.code) query.set('code', filter.code);
  return api.get(`/shops/${encodeURIComponent(shopId)}/stamp-card/requests?${query}`, {
    schema: stampRequestListSchema,
    signal,
  });
}

/** Requests keep coming in at the desk: refreshed every few seconds, also while the tab is in the background. */
export const stampRequestsQueryOptions = (shopId: string, filter: StampRequestFilter) =>
  queryOptions({
    queryKey: stampCardKeys.requests(shopId, filter),
    queryFn: ({ signal }) => listStampRequests(shopId, filter, signal),
    refetchInterval: 3000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export function useStampRequests(shopId: string, filter: StampRequestFilter, enabled = true) {
  return useQuery({ ...stampRequestsQueryOptions(shopId, filter), enabled });
}
