import { type OrderGroup, orderGroupListSchema } from '@studio/domain/order-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export function listMyOrderGroups(signal?: AbortSignal): Promise<OrderGroup[]> {
  return api.get('/me/order-groups', { schema: orderGroupListSchema, signal, silent: true });
}

/** The customer's visits: the open tab first, then past orders. */
export function useMyOrderGroups(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.myGroups(),
    queryFn: ({ signal }) => listMyOrderGroups(signal),
    enabled,
  });
}
