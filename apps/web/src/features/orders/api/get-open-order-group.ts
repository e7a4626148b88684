import { type OrderGroup, orderGroupSchema } from '@studio/domain/order-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/** The open tab at this shop; none (1321) reads as null, as the spec asks. */
export function getOpenOrderGroup(shopId: string, signal?: AbortSignal): Promise<OrderGroup | null> {
  return api.get(`/me/order-group?shopId=${encodeURIComponent(shopId)}`, {
    schema: orderGroupSchema.nullable(),
    signal,
    silent: true,
    empty: null,
  });
}

export function useOpenOrderGroup(shopId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.openGroup(shopId),
    queryFn: ({ signal }) => getOpenOrderGroup(shopId, signal),
    enabled,
    refetchInterval: 5000,
  });
}
