// The test provider's own checkout and onboarding: open routes that complete a checkout or verify
// an account as the real provider's pages would, and apply the outcome at once (no webhooks).
import { ErrorCode } from '@studio/domain/error-codes';
import type { TestCheckout } from '@studio/domain/payments-contract';
import { shopIdOfTestAccount, testSetupRefOf } from '../../adapters/payments/test-provider.ts';
import { AppError } from '../../http/app-error.ts';
import { applyPaymentUpdate, type PaymentUpdateDeps } from './apply-payment-update.ts';
import { findPayment, findPayoutAccount, findShopOfPayment } from './payments.repo.ts';

async function testPayment(deps: PaymentUpdateDeps, id: string) {
  const shopId = await findShopOfPayment(deps.db, id);
  const payment = shopId ? await findPayment(deps.db, shopId, id) : undefined;
  if (payment?.provider !== 'test') throw new AppError(ErrorCode.notFound);
  return payment;
}

export async function showTestCheckout(deps: PaymentUpdateDeps, id: string): Promise<TestCheckout> {
  const payment = await testPayment(deps, id);
  const shop = await deps.outcomes.findShop(deps.db, payment.shop_id);
  return {
    id: payment.id,
    status: payment.status === 'refunded' ? 'succeeded' : payment.status,
    amountCents: payment.amount_cents,
    currency: payment.currency,
    description: payment.description,
    cardSetup: payment.purpose === 'card_setup',
    shopName: shop?.name ?? '',
    returnUrl: payment.return_url,
    cancelUrl: payment.cancel_url,
  };
}

/** Pay (the purchase comes into being) or fail (402 2041; the customer may try again). */
export async function completeTestCheckout(
  deps: PaymentUpdateDeps,
  id: string,
  outcome: 'succeeded' | 'failed',
  card: 'works' | 'declines' = 'works',
): Promise<{ status: 'succeeded'; returnUrl: string }> {
  const payment = await testPayment(deps, id);
  const succeededRef =
    payment.purpose === 'card_setup'
      ? testSetupRefOf(payment.id, card)
      : `pi_test_${payment.id.replaceAll('-', '')}`;
  await applyPaymentUpdate(deps, 'test', null, {
    kind: 'checkout',
    shopId: payment.shop_id,
    paymentId: payment.id,
    outcome,
    paymentRef: outcome === 'succeeded' ? succeededRef : null,
  });
  const after = await findPayment(deps.db, payment.shop_id, payment.id);
  if (outcome === 'failed' || (after?.status !== 'succeeded' && after?.status !== 'refunded')) {
    throw new AppError(ErrorCode.paymentFailed);
  }
  return { status: 'succeeded', returnUrl: payment.return_url };
}

/** The test provider's onboarding: the account is verified, charges and payouts enabled. */
export async function verifyTestAccount(deps: PaymentUpdateDeps, accountId: string): Promise<void> {
  const shopId = shopIdOfTestAccount(accountId);
  const account = shopId ? await findPayoutAccount(deps.db, shopId) : undefined;
  if (!shopId || account?.account_id !== accountId || account.provider !== 'test') {
    throw new AppError(ErrorCode.notFound);
  }
  await applyPaymentUpdate(deps, 'test', null, {
    kind: 'account',
    shopId,
    accountId,
    state: { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, disabledReason: null },
  });
}
