import { createdRedeemRequestSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** 2031 (too little left), 2033 and 9409 answer with the catalogue text in the snackbar. */
export function createRedeemRequest(voucherId: string, amountCents: number, idempotencyKey: string) {
  return api.post(
    `/me/vouchers/${encodeURIComponent(voucherId)}/redeem-requests`,
    { amountCents },
    { schema: createdRedeemRequestSchema, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** One action per voucher: a retried request answers the first one (not 9409). */
export function useCreateRedeemRequest() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const action = ({ voucherId }: { voucherId: string }) => `request:${voucherId}`;
  return useMutation({
    mutationFn: (variables: { voucherId: string; amountCents: number }) =>
      createRedeemRequest(variables.voucherId, variables.amountCents, keys.keyFor(action(variables))),
    onSuccess: (_answer, variables) => keys.succeeded(action(variables)),
    onError: (error, variables) => keys.failed(action(variables), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.held() }),
  });
}
