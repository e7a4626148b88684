import { type PlanId, subscriptionCheckoutSchema } from '@studio/domain/payments-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function startSubscription(shopId: string, plan: PlanId) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/subscription`,
    { plan },
    { schema: subscriptionCheckoutSchema },
  );
}

/** Opens the provider's checkout; the studio goes live when the provider reports the payment. */
export function useStartSubscription(shopId: string) {
  return useMutation({
    mutationFn: (plan: PlanId) => startSubscription(shopId, plan),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}
