import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { PlanId } from '@studio/domain/payments-contract';
import { liveRequirementProblems } from '@studio/domain/shop-readiness';
import type { ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import type { PaymentOutcomes } from './payment-outcomes.ts';
import { insertPayment, setCheckoutRef } from './payments.repo.ts';
import { listPlans } from './plans.ts';
import type { CheckoutDeps } from './start-checkout.ts';

/**
 * A studio chooses a plan and pays for it at the provider. It goes live when the provider reports
 * the paid invoice or active subscription (apply-payment-update.ts), not on the browser's return.
 * A studio not live yet pays only once it has something to book (else 2050 naming what is missing).
 */
export async function startSubscription(
  deps: CheckoutDeps & Pick<PaymentOutcomes, 'findMissingLiveRequirements'>,
  shop: ShopRow,
  identity: Identity,
  planId: PlanId,
): Promise<{ checkoutUrl: string; paymentId: string }> {
  const plan = listPlans(deps.config.payments).find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`unknown plan ${planId}`);
  if (shop.status !== 'active') {
    const missing = await deps.findMissingLiveRequirements(deps.db, shop.id);
    if (missing.length > 0) {
      throw new AppError(ErrorCode.shopNotReadyToGoLive, { problems: liveRequirementProblems(missing) });
    }
  }
  const paymentId = randomUUID();
  const dashboard = `${deps.config.publicUrl}/shop`;
  const successUrl = `${dashboard}?plan=${plan.id}&payment=${paymentId}`;
  const cancelUrl = `${dashboard}?plan=${plan.id}&cancelled=1`;
  await insertPayment(deps.db, shop.id, {
    id: paymentId,
    purpose: 'subscription',
    provider: deps.payments.name,
    amountCents: plan.monthlyPriceCents,
    currency: plan.currency,
    description: `${plan.name} – ${shop.name}`,
    details: { plan: plan.id },
    returnUrl: successUrl,
    cancelUrl,
    createdBy: identity.uid,
  });
  const checkout = await deps.payments.startSubscription({
    paymentId,
    shopId: shop.id,
    plan: plan.id,
    amountCents: plan.monthlyPriceCents,
    currency: plan.currency,
    description: `${plan.name} – ${shop.name}`,
    customerEmail: shop.email,
    successUrl,
    cancelUrl,
  });
  await setCheckoutRef(deps.db, shop.id, paymentId, checkout);
  return { checkoutUrl: checkout.url, paymentId };
}
