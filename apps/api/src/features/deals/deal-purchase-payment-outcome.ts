// A deal purchase is paid, or failed, with its payment, in the payment's transaction; the buyer's
// mail with the link to redeem it goes out after the commit, once.
import type { PaymentRow } from '../../db/schema.ts';
import type { PaidPurchase } from '../payments/payments.public.ts';
import { sendDealPurchaseMail } from './deal-purchase-mail.ts';
import {
  findDealPurchaseBuyer,
  markDealPurchaseFailed,
  markDealPurchasePaid,
} from './deal-purchases.repo.ts';

function purchaseIdOf(payment: PaymentRow): string | undefined {
  return (payment.details as { purchaseId?: string }).purchaseId;
}

export const dealPurchasePaymentOutcome: PaidPurchase = {
  async fulfil(trx, payment, shop) {
    const purchaseId = purchaseIdOf(payment);
    if (!purchaseId) return undefined;
    if (!(await markDealPurchasePaid(trx, payment.shop_id, purchaseId))) return undefined;
    const buyer = await findDealPurchaseBuyer(trx, payment.shop_id, purchaseId);
    if (!buyer || buyer.guest) return undefined;
    return (mail) =>
      sendDealPurchaseMail(
        mail,
        { email: buyer.email, name: buyer.name, locale: buyer.locale },
        { purchaseId, dealId: buyer.deal_id, dealTitle: buyer.title },
        shop,
      );
  },
  async fail(trx, payment) {
    const purchaseId = purchaseIdOf(payment);
    if (purchaseId) await markDealPurchaseFailed(trx, payment.shop_id, purchaseId);
  },
};
