import { soldVoucherSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** The counter's manual redemption; the dialog asked for confirmation first. */
export function redeemVoucher(shopId: string, id: string, amountCents: number, idempotencyKey: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/${encodeURIComponent(id)}/redeem`,
    { amountCents, confirm: true },
    { schema: soldVoucherSchema, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * One action per voucher until it succeeds: a retry after a lost answer (the same amount) gets the
 * first answer instead of a second deduction, and another amount is refused (2060) rather than
 * deducted as well.
 */
export function useRedeemVoucher(shopId: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const action = ({ id }: { id: string }) => `redeem:${id}`;
  return useMutation({
    mutationFn: (variables: { id: string; amountCents: number }) =>
      redeemVoucher(shopId, variables.id, variables.amountCents, keys.keyFor(action(variables))),
    onSuccess: (_answer, variables) => keys.succeeded(action(variables)),
    onError: (error, variables) => keys.failed(action(variables), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
