// A fee's payment has settled. Succeeded: the fee is paid (once, however often the provider reports
// it) and the customer gets the receipt after the commit. A saved card's charge reported failed:
// the customer is mailed the payment link (once).
import type { Kysely } from 'kysely';
import type { Database, PaymentRow, ShopRow } from '../../db/schema.ts';
import type { AfterPayment, PaidPurchase } from '../payments/payments.public.ts';
import type { FeeDeps } from './charge-booking-fee.ts';
import { sendFeeReceiptMail } from './deposit-mails.ts';
import { findBookingOfFee, findFeeOfPayment, markFeePaid } from './deposits.repo.ts';
import { mailFeePaymentLink } from './mail-fee-payment-link.ts';

export async function fulfilFeePayment(
  trx: Kysely<Database>,
  payment: PaymentRow,
  shop: ShopRow,
  now: Date,
): Promise<AfterPayment | undefined> {
  const fee = await markFeePaid(trx, shop.id, payment.id, now);
  if (!fee) return undefined;
  const booking = await findBookingOfFee(trx, shop.id, fee.booking_id);
  if (!booking) return undefined;
  return (mail) =>
    sendFeeReceiptMail(mail, booking, shop, {
      method: 'charged',
      cents: fee.amount_cents,
      currency: fee.currency,
    });
}

export function feePaymentOutcome(deps: FeeDeps): PaidPurchase {
  return {
    fulfil: fulfilFeePayment,
    async cardChargeFailed(payment, shop, now) {
      const fee = await findFeeOfPayment(deps.db, shop.id, payment.id);
      const booking = fee ? await findBookingOfFee(deps.db, shop.id, fee.booking_id) : undefined;
      if (fee?.status === 'open' && booking) await mailFeePaymentLink(deps, booking, shop, fee, payment, now);
    },
  };
}
