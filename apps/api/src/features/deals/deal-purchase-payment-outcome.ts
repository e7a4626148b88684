// A deal purchase is paid, or failed, with its payment, in the payment's transaction.
import type { PaymentRow } from '../../db/schema.ts';
import type { PaidPurchase } from '../payments/payments.public.ts';
import { markDealPurchaseFailed, markDealPurchasePaid } from './deal-purchases.repo.ts';

function purchaseIdOf(payment: PaymentRow): string | undefined {
  return (payment.details as { purchaseId?: string }).purchaseId;
}

export const dealPurchasePaymentOutcome: PaidPurchase = {
  async fulfil(trx, payment) {
    const purchaseId = purchaseIdOf(payment);
    if (purchaseId) await markDealPurchasePaid(trx, payment.shop_id, purchaseId);
    return undefined;
  },
  async fail(trx, payment) {
    const purchaseId = purchaseIdOf(payment);
    if (purchaseId) await markDealPurchaseFailed(trx, payment.shop_id, purchaseId);
  },
};
