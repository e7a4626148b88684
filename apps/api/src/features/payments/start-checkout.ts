// Starting a checkout for anything a shop sells online (a voucher, a deal purchase): the payment is
// recorded first, then the provider's checkout opened (a repeat under an Idempotency-Key is
// answered before this runs: http/idempotent-answer.ts).
import { randomUUID } from 'node:crypto';
import type { CheckoutStarted } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { PaymentsConfig } from '../../config.ts';
import type { Database, PaymentPurpose, PaymentRow } from '../../db/schema.ts';
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
  const payment = await recordOneOffPayment(deps, sale);
  return openRecordedCheckout(deps, payment, sale.customerEmail);
}

/**
 * The first half of a checkout, for a sale that must be recorded in its own transaction (e.g. one
 * fee per booking): the payment, without any call to the provider.
 */
export async function recordOneOffPayment(deps: CheckoutDeps, sale: OneOffSale): Promise<PaymentRow> {
  const { db, payments } = deps;
  await requirePayoutAccountId(db, sale.shopId);
  const paymentId = randomUUID();
  return insertPayment(db, sale.shopId, {
    id: paymentId,
    purpose: sale.purpose,
    provider: payments.name,
    amountCents: sale.amountCents,
    currency: sale.currency,
    description: sale.description,
    details: sale.details,
    returnUrl: sale.successUrl.replace('{paymentId}', paymentId),
    cancelUrl: sale.cancelUrl,
    createdBy: sale.createdBy,
  });
}

/** The second half: the provider's checkout for a recorded payment, after its transaction committed. */
export async function openRecordedCheckout(
  deps: CheckoutDeps,
  payment: PaymentRow,
  customerEmail: string | null,
): Promise<CheckoutStarted> {
  const { db, payments, config } = deps;
  const connectedAccountId = await requirePayoutAccountId(db, payment.shop_id);
  const feeCents = Math.round((payment.amount_cents * config.payments.platformFeePercent) / 100);
  const base = {
    paymentId: payment.id,
    shopId: payment.shop_id,
    amountCents: payment.amount_cents,
    currency: payment.currency,
    description: payment.description,
    customerEmail,
    successUrl: payment.return_url,
    cancelUrl: payment.cancel_url ?? payment.return_url,
    connectedAccountId,
  };
  // A card setup charges nothing now: the provider only saves the card.
  const checkout =
    payment.purpose === 'card_setup'
      ? await payments.startCardSetup(base)
      : await payments.startCheckout({ ...base, applicationFeeCents: feeCents });
  await setCheckoutRef(db, payment.shop_id, payment.id, checkout);
  return { paymentId: payment.id, checkoutUrl: checkout.url };
}
