import { connectInitiatedSchema } from '@studio/domain/payments-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function initiatePayouts(shopId: string) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/connect/initiate`, undefined, {
    schema: connectInitiatedSchema,
  });
}

export function useInitiatePayouts(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => initiatePayouts(shopId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.payouts(shopId) }),
  });
}
