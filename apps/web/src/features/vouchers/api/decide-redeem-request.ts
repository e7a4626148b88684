import { voucherRedeemRequestSchema } from '@studio/domain/voucher-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';
import { voucherKeys } from './voucher-query-keys.ts';

/** 2031 (no longer covered), 8001 (already handled) answer with the catalogue text. */
export function decideRedeemRequest(
  shopId: string,
  id: string,
  decision: 'confirm' | 'reject',
  idempotencyKey: string,
) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/vouchers/requests/${encodeURIComponent(id)}/${decision}`,
    undefined,
    { schema: voucherRedeemRequestSchema, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** One action per request: a retried decision answers the first one (not 8001). */
export function useDecideRedeemRequest(shopId: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const action = ({ id }: { id: string }) => `decide:${id}`;
  return useMutation({
    mutationFn: (variables: { id: string; decision: 'confirm' | 'reject' }) =>
      decideRedeemRequest(shopId, variables.id, variables.decision, keys.keyFor(action(variables))),
    onSuccess: (_answer, variables) => keys.succeeded(action(variables)),
    onError: (error, variables) => keys.failed(action(variables), error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.shop(shopId) }),
  });
}
