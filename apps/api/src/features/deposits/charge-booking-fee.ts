// The studio takes its fee for a late cancellation or a no-show, from the calendar: the paid
// deposit is kept, or (without one) the policy's fee is charged to the card the customer saved
// when booking; without a card, or when it is declined, the customer is sent a checkout instead. A
// booking carries at most one fee: the booking's row lock orders simultaneous clicks and the
// fee's primary key holds it, so a repeat answers the fee already taken.
import type { BookingFee, BookingFeeKind } from '@studio/domain/booking-policy-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { BookingRow, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { type CheckoutDeps, findPayment, recordOneOffPayment } from '../payments/payments.public.ts';
import { chargeFeeToSavedCard } from './charge-fee-to-saved-card.ts';
import { sendFeeReceiptMail } from './deposit-mails.ts';
import { type BookingFeeRow, findFee, findPolicy, insertFee, lockBookingForFee } from './deposits.repo.ts';
import { mailFeePaymentLink } from './mail-fee-payment-link.ts';
import { presentBookingFee } from './present-booking-fee.ts';

const hourMs = 60 * 60 * 1000;

export interface FeeDeps extends CheckoutDeps {
  mail: MailContext;
}

/**
 * A late cancellation is the customer's own, made inside the free window. The studio's own
 * cancellation (or a deposit not paid in time) never lets it take a fee.
 */
function cancelledLate(booking: BookingRow, freeHours: number): boolean {
  if (booking.status !== 'cancelled' || !booking.cancelled_at) return false;
  if (booking.cancelled_by !== 'customer') return false;
  return booking.cancelled_at.getTime() > booking.start_at.getTime() - freeHours * hourMs;
}

export async function chargeBookingFee(
  deps: FeeDeps,
  shop: ShopRow,
  bookingId: string,
  kind: BookingFeeKind,
  staff: Identity,
  now: Date,
): Promise<{ fee: BookingFee; created: boolean }> {
  const outcome = await inTransaction(deps.db, async (trx) => {
    const booking = await lockBookingForFee(trx, shop.id, bookingId);
    if (!booking) throw new AppError(ErrorCode.bookingNotFound);
    const existing = await findFee(trx, shop.id, booking.id);
    if (existing) return { booking, fee: existing, created: false };
    const policy = await findPolicy(trx, shop.id);
    const applies =
      kind === 'no_show'
        ? booking.status === 'no_show'
        : cancelledLate(booking, policy?.free_cancellation_hours ?? 0);
    if (!applies) throw new AppError(ErrorCode.conflict);
    const deposit = booking.deposit_payment_id
      ? await findPayment(trx, shop.id, booking.deposit_payment_id)
      : undefined;
    const base = { bookingId: booking.id, kind, createdBy: staff.uid, now };
    let fee: BookingFeeRow | undefined;
    if (deposit?.status === 'succeeded') {
      fee = await insertFee(trx, shop.id, {
        ...base,
        method: 'deposit_kept',
        status: 'paid',
        amountCents: deposit.amount_cents,
        currency: deposit.currency,
        paymentId: deposit.id,
      });
    } else {
      const amountCents =
        kind === 'no_show' ? policy?.no_show_fee_cents : policy?.late_cancellation_fee_cents;
      // Nothing to take: no deposit paid, no fee in the policy, or nobody to send the payment to.
      if (!amountCents || !booking.customer_email) throw new AppError(ErrorCode.conflict);
      const payment = await recordOneOffPayment(
        { ...deps, db: trx },
        {
          shopId: shop.id,
          purpose: 'fee',
          amountCents,
          currency: shop.currency_code,
          description: `${kind === 'no_show' ? 'No-show fee' : 'Late cancellation fee'} – ${shop.name}`,
          customerEmail: booking.customer_email,
          details: { bookingId: booking.id, kind },
          successUrl: `${deps.config.publicUrl}/partner/${shop.id}`,
          cancelUrl: `${deps.config.publicUrl}/partner/${shop.id}`,
          createdBy: staff.uid,
        },
      );
      fee = await insertFee(trx, shop.id, {
        ...base,
        method: 'charged',
        status: 'open',
        amountCents,
        currency: shop.currency_code,
        paymentId: payment.id,
      });
    }
    if (!fee) throw new AppError(ErrorCode.conflict);
    return { booking, fee, created: true };
  });

  const { booking, created } = outcome;
  let { fee } = outcome;
  let checkoutUrl: string | null = null;
  if (fee.method === 'charged' && fee.payment_id) {
    const payment = await findPayment(deps.db, shop.id, fee.payment_id);
    checkoutUrl = payment?.checkout_url ?? null;
    if (payment && created) {
      const attempt = await chargeFeeToSavedCard(deps, booking, shop, payment, now);
      if (attempt.outcome === 'paid') fee = attempt.fee;
      else if (attempt.outcome === 'declined') {
        checkoutUrl = await mailFeePaymentLink(deps, booking, shop, fee, payment, now);
      }
      // Unknown: the charge may have gone through; the provider's notification or the later check
      // (settle-lost-fee-charges.ts) settles it, and only a failure brings the payment link.
    }
  } else if (created) {
    await sendFeeReceiptMail(deps.mail, booking, shop, {
      method: fee.method,
      cents: fee.amount_cents,
      currency: fee.currency,
    });
  }
  return { fee: presentBookingFee(fee, checkoutUrl, shop.timezone), created };
}
