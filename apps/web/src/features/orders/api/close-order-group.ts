import { orderGroupSchema } from '@studio/domain/order-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/** The shop ends a table's visit: the customer's later orders open a new tab. */
export function closeOrderGroup(shopId: string, groupId: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/order-groups/${encodeURIComponent(groupId)}/close`,
    undefined,
    { schema: orderGroupSchema },
  );
}

export function useCloseOrderGroup(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => closeOrderGroup(shopId, groupId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.shop(shopId) }),
  });
}
