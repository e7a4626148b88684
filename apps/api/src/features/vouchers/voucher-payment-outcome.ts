// A paid voucher comes into being in the payment's transaction; its mails go out after the commit.
import type { PaidPurchase } from '../payments/payments.public.ts';
import { fulfilVoucherPayment } from './fulfil-voucher-payment.ts';
import { sendVoucherMails } from './voucher-mails.ts';

export const voucherPaymentOutcome: PaidPurchase = {
  async fulfil(trx, payment, shop, now) {
    const fulfilled = await fulfilVoucherPayment(trx, payment, shop, now);
    if (!fulfilled) return undefined;
    return (mail) => sendVoucherMails(mail, fulfilled.voucher, shop, fulfilled.details.locale);
  },
};
