// A fee charged to the card the customer saved when booking, without them present. The provider
// keys the charge by the fee's payment, so asking again (a later check) never charges twice: it
// answers the first charge, or makes it when the first request never arrived. Whichever of this
// answer and the provider's notification settles the payment first makes the fee paid and mails
// the receipt. Declined (or no card saved), the caller mails a payment link instead; an answer
// lost on the way (a timeout: the charge may have gone through) leaves the fee open and unsettled
// until the notification or a later check tells.
import type { BookingRow, PaymentRow, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findPayment, markPaymentSucceeded, requirePayoutAccountId } from '../payments/payments.public.ts';
import type { FeeDeps } from './charge-booking-fee.ts';
import { type BookingFeeRow, findFee } from './deposits.repo.ts';
import { fulfilFeePayment } from './fee-payment-outcome.ts';

export type SavedCardAttempt =
  | { outcome: 'paid'; fee: BookingFeeRow }
  | { outcome: 'declined' }
  | { outcome: 'unknown'; error: unknown };

async function askProvider(deps: FeeDeps, booking: BookingRow, shop: ShopRow, payment: PaymentRow) {
  if (!booking.card_setup_payment_id) return { outcome: 'declined' } as const;
  const setup = await findPayment(deps.db, shop.id, booking.card_setup_payment_id);
  if (setup?.status !== 'succeeded' || !setup.payment_ref || setup.provider !== deps.payments.name) {
    return { outcome: 'declined' } as const;
  }
  const connectedAccountId = await requirePayoutAccountId(deps.db, shop.id);
  return deps.payments.chargeSavedCard({
    paymentId: payment.id,
    shopId: shop.id,
    setupRef: setup.payment_ref,
    amountCents: payment.amount_cents,
    currency: payment.currency,
    description: payment.description,
    connectedAccountId,
    applicationFeeCents: Math.round((payment.amount_cents * deps.config.payments.platformFeePercent) / 100),
  });
}

export async function chargeFeeToSavedCard(
  deps: FeeDeps,
  booking: BookingRow,
  shop: ShopRow,
  payment: PaymentRow,
  now: Date,
): Promise<SavedCardAttempt> {
  let charged: Awaited<ReturnType<typeof askProvider>>;
  try {
    charged = await askProvider(deps, booking, shop, payment);
  } catch (error) {
    return { outcome: 'unknown', error };
  }
  if (charged.outcome === 'declined') return { outcome: 'declined' };
  const afterPayment = await inTransaction(deps.db, async (trx) => {
    const paid = await markPaymentSucceeded(trx, shop.id, payment.id, charged.paymentRef);
    return paid ? fulfilFeePayment(trx, paid, shop, now) : undefined;
  });
  await afterPayment?.(deps.mail);
  const fee = await findFee(deps.db, shop.id, booking.id);
  return fee ? { outcome: 'paid', fee } : { outcome: 'unknown', error: new Error('fee gone') };
}
