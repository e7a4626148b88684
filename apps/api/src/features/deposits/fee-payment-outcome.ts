// A fee's payment has succeeded: the fee is paid (once, however often the provider reports it)
// and the customer gets the receipt after the commit.
import type { Kysely } from 'kysely';
import type { Database, PaymentRow, ShopRow } from '../../db/schema.ts';
import type { PaidPurchase } from '../payments/payments.public.ts';
import { sendFeeReceiptMail } from './deposit-mails.ts';
import { findBookingOfFee, markFeePaid } from './deposits.repo.ts';

export const feePaymentOutcome: PaidPurchase = {
  async fulfil(trx: Kysely<Database>, payment: PaymentRow, shop: ShopRow, now: Date) {
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
  },
};
