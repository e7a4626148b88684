import { type ShopOrder, shopOrderListSchema } from '@studio/domain/order-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export function listShopOrders(shopId: string, status: string, signal?: AbortSignal): Promise<ShopOrder[]> {
  const query = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return api.get(`/shops/${encodeURIComponent(shopId)}/orders${query}`, {
    schema: shopOrderListSchema,
    signal,
  });
}

export function useShopOrders(shopId: string, status: string) {
  return useQuery({
    queryKey: orderKeys.board(shopId, status),
    queryFn: ({ signal }) => listShopOrders(shopId, status, signal),
  });
}
