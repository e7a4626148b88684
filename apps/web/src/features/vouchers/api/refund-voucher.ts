import { soldVoucherSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function refundVoucher(shopId: string, id: string, idempotencyKey: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/${encodeURIComponent(id)}/refund`,
    undefined,
    { schema: soldVoucherSchema, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** One action per voucher: a retried refund answers the first refund. */
export function useRefundVoucher(shopId: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const action = (id: string) => `refund:${id}`;
  return useMutation({
    mutationFn: (id: string) => refundVoucher(shopId, id, keys.keyFor(action(id))),
    onSuccess: (_answer, id) => keys.succeeded(action(id)),
    onError: (error, id) => keys.failed(action(id), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
