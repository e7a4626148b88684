import { voucherRedeemRequestSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** 2031 (no longer covered), 8001 (already handled) answer with the catalogue text. */
export function decideRedeemRequest(shopId: string, id: string, decision: 'confirm' | 'reject') {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/requests/${encodeURIComponent(id)}/${decision}`,
    undefined,
    { schema: voucherRedeemRequestSchema },
  );
}

export function useDecideRedeemRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'reject' }) =>
      decideRedeemRequest(shopId, id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
