import { type ShopDeal, shopDealOverviewSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pushMessageKeys } from './push-message-query-keys.ts';

/**
 * GET shops/{shopId}/deals/overview, kept to the deals the shop has switched on: the ones a push
 * message may be about (any other is refused with 404 1000).
 */
export async function listOfferedDeals(shopId: string, signal?: AbortSignal): Promise<ShopDeal[]> {
  const overview = await api.get(`/shops/${encodeURIComponent(shopId)}/deals/overview`, {
    schema: shopDealOverviewSchema,
    signal,
  });
  return overview.deals.filter((deal) => deal.active);
}

export const offeredDealsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: pushMessageKeys.offeredDeals(shopId),
    queryFn: ({ signal }) => listOfferedDeals(shopId, signal),
    staleTime: 0,
  });

/** Off while the shop's deals module is: the form then only offers a message about the studio. */
export function useOfferedDeals(shopId: string, enabled: boolean) {
  return useQuery({ ...offeredDealsQueryOptions(shopId), enabled });
}
