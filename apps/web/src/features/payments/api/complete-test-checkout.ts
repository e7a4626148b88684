import { ErrorCode } from '@studio/domain/error-codes';
import { testCheckoutCompletedSchema } from '@studio/domain/payments-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Pays or fails the test checkout; a failure answers 402 2041, shown on the page itself. */
export function completeTestCheckout(id: string, outcome: 'succeeded' | 'failed') {
  return api.post(
    `/payments/test/checkout/${encodeURIComponent(id)}/complete`,
    { outcome },
    {
      schema: testCheckoutCompletedSchema,
      quietCodes: [ErrorCode.paymentFailed],
    },
  );
}

export function useCompleteTestCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'succeeded' | 'failed') => completeTestCheckout(id, outcome),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments', 'test', id] }),
  });
}
