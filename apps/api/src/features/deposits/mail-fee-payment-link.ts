// The fee's payment link, when its card charge was declined or none could be made: the provider's
// checkout for the fee's payment, mailed to the customer once (payment_link_sent_at), whoever of
// the charge's answer, the provider's notification and the later check gets there first.
import type { BookingRow, PaymentRow, ShopRow } from '../../db/schema.ts';
import { openRecordedCheckout } from '../payments/payments.public.ts';
import type { FeeDeps } from './charge-booking-fee.ts';
import { sendFeePaymentMail } from './deposit-mails.ts';
import { type BookingFeeRow, claimFeePaymentLink } from './deposits.repo.ts';

/** The link's address, or null when another already mailed it (or the fee is paid). */
export async function mailFeePaymentLink(
  deps: FeeDeps,
  booking: BookingRow,
  shop: ShopRow,
  fee: BookingFeeRow,
  payment: PaymentRow,
  now: Date,
): Promise<string | null> {
  if (!(await claimFeePaymentLink(deps.db, shop.id, booking.id, now))) return null;
  const { checkoutUrl } = await openRecordedCheckout(deps, payment, booking.customer_email);
  await sendFeePaymentMail(deps.mail, booking, shop, {
    kind: fee.kind,
    cents: fee.amount_cents,
    currency: fee.currency,
    payUrl: checkoutUrl,
  });
  return checkoutUrl;
}
