import { type DecideOrder, orderSchema } from '@studio/domain/order-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export function decideOrder(shopId: string, id: string, decision: DecideOrder) {
  return api.patch(`/shops/${encodeURIComponent(shopId)}/orders/${encodeURIComponent(id)}`, decision, {
    schema: orderSchema,
  });
}

export function useDecideOrder(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecideOrder }) =>
      decideOrder(shopId, id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shop(shopId) }),
  });
}
