import { soldVoucherSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function refundVoucher(shopId: string, id: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/${encodeURIComponent(id)}/refund`,
    undefined,
    {
      schema: soldVoucherSchema,
    },
  );
}

export function useRefundVoucher(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => refundVoucher(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
