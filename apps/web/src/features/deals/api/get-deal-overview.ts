import { type ShopDealOverview, shopDealOverviewSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET shops/{shopId}/deals/overview: the shop's deals and its proposals waiting (shop admin). */
export function getDealOverview(shopId: string, signal?: AbortSignal): Promise<ShopDealOverview> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/deals/overview`, {
    schema: shopDealOverviewSchema,
    signal,
  });
}

export const dealOverviewQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: dealKeys.overview(shopId),
    queryFn: ({ signal }) => getDealOverview(shopId, signal),
    staleTime: 0,
  });

export function useDealOverview(shopId: string) {
  return useQuery(dealOverviewQueryOptions(shopId));
}
