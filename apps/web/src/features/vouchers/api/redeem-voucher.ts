import { soldVoucherSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** The counter's manual redemption; the dialog asked for confirmation first. */
export function redeemVoucher(shopId: string, id: string, amountCents: number) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/${encodeURIComponent(id)}/redeem`,
    { amountCents, confirm: true },
    { schema: soldVoucherSchema },
  );
}

export function useRedeemVoucher(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amountCents }: { id: string; amountCents: number }) =>
      redeemVoucher(shopId, id, amountCents),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
