import { ErrorCode } from '@studio/domain/error-codes';
import { testCheckoutCompletedSchema } from '@studio/domain/payments-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface TestCompletion {
  outcome: 'succeeded' | 'failed';
  /** A card setup: save a card that works, or one that declines every later charge. */
  card?: 'works' | 'declines';
}

/** Pays or fails the test checkout; a failure answers 402 2041, shown on the page itself. */
export function completeTestCheckout(id: string, completion: TestCompletion) {
  return api.post(`/payments/test/checkout/${encodeURIComponent(id)}/complete`, completion, {
    schema: testCheckoutCompletedSchema,
    quietCodes: [ErrorCode.paymentFailed],
  });
}

export function useCompleteTestCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: TestCompletion) => completeTestCheckout(id, completion),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments', 'test', id] }),
  });
}
