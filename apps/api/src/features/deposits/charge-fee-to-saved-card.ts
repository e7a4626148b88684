// A fee charged to the card the customer saved when booking, without them present. Declined (or
// no card saved, or the provider unreachable), the caller mails a payment link instead. The
// provider keys the charge by the fee's payment, so it happens once; whichever of this answer and
// the provider's notification settles the payment first makes the fee paid and mails the receipt.
import type { BookingRow, PaymentRow, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findPayment, markPaymentSucceeded, requirePayoutAccountId } from '../payments/payments.public.ts';
import type { FeeDeps } from './charge-booking-fee.ts';
import { type BookingFeeRow, findFee } from './deposits.repo.ts';
import { feePaymentOutcome } from './fee-payment-outcome.ts';

export async function chargeFeeToSavedCard(
  deps: FeeDeps,
  booking: BookingRow,
  shop: ShopRow,
  payment: PaymentRow,
  now: Date,
): Promise<BookingFeeRow | undefined> {
  if (!booking.card_setup_payment_id) return undefined;
  const setup = await findPayment(deps.db, shop.id, booking.card_setup_payment_id);
  if (setup?.status !== 'succeeded' || !setup.payment_ref || setup.provider !== deps.payments.name) {
    return undefined;
  }
  const connectedAccountId = await requirePayoutAccountId(deps.db, shop.id);
  const charged = await deps.payments.chargeSavedCard({
    paymentId: payment.id,
    shopId: shop.id,
    setupRef: setup.payment_ref,
    amountCents: payment.amount_cents,
    currency: payment.currency,
    description: payment.description,
    connectedAccountId,
    applicationFeeCents: Math.round((payment.amount_cents * deps.config.payments.platformFeePercent) / 100),
  });
  if (charged.outcome === 'declined') return undefined;
  const afterPayment = await inTransaction(deps.db, async (trx) => {
    const paid = await markPaymentSucceeded(trx, shop.id, payment.id, charged.paymentRef);
    return paid ? feePaymentOutcome.fulfil(trx, paid, shop, now) : undefined;
  });
  await afterPayment?.(deps.mail);
  return findFee(deps.db, shop.id, booking.id);
}
