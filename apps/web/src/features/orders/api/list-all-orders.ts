import { type ShopOrder, shopOrderListSchema } from '@studio/domain/order-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export interface AllOrdersFilter {
  shopId: string;
  status: string;
  from: string;
  to: string;
}

export function listAllOrders(filter: AllOrdersFilter, signal?: AbortSignal): Promise<ShopOrder[]> {
  const query = new URLSearchParams(
    Object.entries(filter).filter(([key, value]) => value !== '' && !(key === 'status' && value === 'all')),
  );
  return api.get(`/orders?${query}`, { schema: shopOrderListSchema, signal });
}

/** Every shop's orders (global admin). */
export function useAllOrders(filter: AllOrdersFilter) {
  return useQuery({
    queryKey: orderKeys.all(filter),
    queryFn: ({ signal }) => listAllOrders(filter, signal),
  });
}
