import { type Order, orderSchema } from '@studio/domain/order-contract';
import { isOpenOrder } from '@studio/domain/order-status';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export function getOrder(shopId: string, id: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/orders/${encodeURIComponent(id)}`, {
    schema: orderSchema,
    signal,
    silent: true,
  });
}

/** The customer's order; read every two seconds while the shop has not decided it, so the status updates live. */
export function useOrder(shopId: string, id: string) {
  return useQuery({
    queryKey: orderKeys.order(shopId, id),
    queryFn: ({ signal }) => getOrder(shopId, id, signal),
    refetchInterval: (query) => (query.state.data && !isOpenOrder(query.state.data.status) ? false : 2000),
  });
}
