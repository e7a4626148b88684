import { type PublicDeal, publicDealListSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET shops/{shopId}/deals: the studio's current deals, hot ones first (public). */
export function listLiveDeals(shopId: string, signal?: AbortSignal): Promise<PublicDeal[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/deals`, { schema: publicDealListSchema, signal });
}

export const liveDealsQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: dealKeys.live(shopId), queryFn: ({ signal }) => listLiveDeals(shopId, signal) });

export function useLiveDeals(shopId: string) {
  return useQuery(liveDealsQueryOptions(shopId));
}
