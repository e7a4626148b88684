import { orderGroupSchema } from '@studio/domain/order-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/** The customer asks to pay the visit's tab: the shop's board shows the table wants the bill. */
export function requestGroupPayment(shopId: string, groupId: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/order-groups/${encodeURIComponent(groupId)}/request-payment`,
    undefined,
    { schema: orderGroupSchema },
  );
}

export function useRequestGroupPayment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => requestGroupPayment(shopId, groupId),
    onSuccess: (group) => queryClient.setQueryData(orderKeys.openGroup(shopId), group),
  });
}
