// Starting a checkout for anything a shop sells online (a voucher, a deal purchase): the payment is
// recorded first, then the provider's checkout opened (a repeat under an Idempotency-Key is
// answered before this runs: http/idempotent-answer.ts).
import { randomUUID } from 'node:crypto';
import type { CheckoutStarted } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { PaymentsConfig } from '../../config.ts';
import type { Database, PaymentPurpose } from '../../db/schema.ts';
import { insertPayment, setCheckoutRef } from './payments.repo.ts';
import { requirePayoutAccountId } from './require-payout-account.ts';

export interface CheckoutDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  config: { publicUrl: string; payments: PaymentsConfig };
}

export interface OneOffSale {
  shopId: string;
  purpose: Exclude<PaymentPurpose, 'subscription'>;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string | null;
  /** What fulfilling the payment needs (offer, buyer, recipient; deal, account). */
  details: Record<string, unknown>;
  /** Where the customer lands after paying (`{paymentId}` is filled in) and after cancelling. */
  successUrl: string;
  cancelUrl: string;
  createdBy: string;
}

export async function startOneOffCheckout(deps: CheckoutDeps, sale: OneOffSale): Promise<CheckoutStarted> {
  const { db, payments, config } = deps;
  const connectedAccountId = await requirePayoutAccountId(db, sale.shopId);
  const paymentId = randomUUID();
  const successUrl = sale.successUrl.replace('{paymentId}', paymentId);
  await insertPayment(db, sale.shopId, {
    id: paymentId,
    purpose: sale.purpose,
    provider: payments.name,
    amountCents: sale.amountCents,
    currency: sale.currency,
    description: sale.description,
    details: sale.details,
    returnUrl: successUrl,
    cancelUrl: sale.cancelUrl,
    createdBy: sale.createdBy,
  });
  const feeCents = Math.round((sale.amountCents * config.payments.platformFeePercent) / 100);
  const checkout = await payments.startCheckout({
    paymentId,
    shopId: sale.shopId,
    amountCents: sale.amountCents,
    currency: sale.currency,
    description: sale.description,
    customerEmail: sale.customerEmail,
    successUrl,
    cancelUrl: sale.cancelUrl,
    connectedAccountId,
    applicationFeeCents: feeCents,
  });
  await setCheckoutRef(db, sale.shopId, paymentId, checkout);
  return { paymentId, checkoutUrl: checkout.url };
}
