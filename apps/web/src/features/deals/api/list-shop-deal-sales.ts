import { type ShopDealSale, shopDealSaleListSchema } from '@studio/domain/deal-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET shops/{shopId}/deals/sales: the deals customers paid for at the shop (shop admin). */
export function listShopDealSales(shopId: string, signal?: AbortSignal): Promise<ShopDealSale[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/deals/sales`, {
    schema: shopDealSaleListSchema,
    signal,
  });
}

export function useShopDealSales(shopId: string) {
  return useQuery({
    queryKey: dealKeys.sales(shopId),
    queryFn: ({ signal }) => listShopDealSales(shopId, signal),
    staleTime: 0,
  });
}
