// Starting a checkout for anything a shop sells online (a voucher, a deal purchase): the payment is
// recorded first, then the provider's checkout opened. An Idempotency-Key repeats the first answer.
import { randomUUID } from 'node:crypto';
import type { CheckoutStarted } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { PaymentsConfig } from '../../config.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, PaymentPurpose, PaymentRow } from '../../db/schema.ts';
import { findPaymentByIdempotencyKey, insertPayment, setCheckoutRef } from './payments.repo.ts';
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
  idempotencyKey: string | null;
  createdBy: string;
}

function answerOf(payment: PaymentRow): CheckoutStarted | undefined {
  return payment.checkout_url ? { paymentId: payment.id, checkoutUrl: payment.checkout_url } : undefined;
}

export async function startOneOffCheckout(deps: CheckoutDeps, sale: OneOffSale): Promise<CheckoutStarted> {
  const { db, payments, config } = deps;
  if (sale.idempotencyKey) {
    const earlier = await findPaymentByIdempotencyKey(
      db,
      sale.shopId,
      sale.purpose,
      sale.createdBy,
      sale.idempotencyKey,
    );
    const answer = earlier && answerOf(earlier);
    if (answer) return answer;
  }
  const connectedAccountId = await requirePayoutAccountId(db, sale.shopId);
  const paymentId = randomUUID();
  const successUrl = sale.successUrl.replace('{paymentId}', paymentId);
  try {
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
      idempotencyKey: sale.idempotencyKey,
      createdBy: sale.createdBy,
    });
  } catch (error) {
    // The same key at the same moment: the other request's payment is the answer.
    if (!isUniqueViolation(error) || !sale.idempotencyKey) throw error;
    const earlier = await findPaymentByIdempotencyKey(
      db,
      sale.shopId,
      sale.purpose,
      sale.createdBy,
      sale.idempotencyKey,
    );
    const answer = earlier && answerOf(earlier);
    if (answer) return answer;
    throw error;
  }
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
