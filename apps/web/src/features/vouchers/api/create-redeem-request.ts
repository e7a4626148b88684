import { createdRedeemRequestSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** 2031 (too little left), 2033 and 9409 answer with the catalogue text in the snackbar. */
export function createRedeemRequest(voucherId: string, amountCents: number) {
  return api.post(
    `/me/vouchers/${encodeURIComponent(voucherId)}/redeem-requests`,
    { amountCents },
    { schema: createdRedeemRequestSchema },
  );
}

export function useCreateRedeemRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucherId, amountCents }: { voucherId: string; amountCents: number }) =>
      createRedeemRequest(voucherId, amountCents),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.held() }),
  });
}
