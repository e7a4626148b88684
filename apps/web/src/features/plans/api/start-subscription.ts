import { ErrorCode } from '@studio/domain/error-codes';
import { type PlanId, subscriptionCheckoutSchema } from '@studio/domain/payments-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useActionKeys } from '../../../lib/use-action-keys.ts';

export function startSubscription(shopId: string, plan: PlanId, idempotencyKey: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/subscription`,
    { plan },
    {
      schema: subscriptionCheckoutSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
      quietCodes: [ErrorCode.shopNotReadyToGoLive],
    },
  );
}

/**
 * Opens the provider's checkout; the studio goes live when the provider reports the payment. A
 * plan chosen again answers the checkout already started for it.
 */
export function useStartSubscription(shopId: string) {
  const keys = useActionKeys();
  const action = (plan: PlanId) => `plan:${plan}`;
  return useMutation({
    mutationFn: (plan: PlanId) => startSubscription(shopId, plan, keys.keyFor(action(plan))),
    onSuccess: ({ checkoutUrl }, plan) => {
      keys.succeeded(action(plan));
      window.location.assign(checkoutUrl);
    },
    onError: (error, plan) => keys.failed(action(plan), error),
  });
}
