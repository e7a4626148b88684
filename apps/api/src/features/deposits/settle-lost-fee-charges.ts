// The later check of card charges whose answer was lost: a while after the attempt (the provider's
// notification usually settles it first) the provider is asked again under the same key. A charge
// that went through is answered as such (the fee paid, the receipt mailed); one that never
// arrived is made now; a declined one brings the payment link. Still no answer: the next run asks.

import { findPayment } from '../payments/payments.public.ts';
import { findShopById } from '../shops/shops.public.ts';
import type { FeeDeps } from './charge-booking-fee.ts';
import { chargeFeeToSavedCard } from './charge-fee-to-saved-card.ts';
import { findBookingOfFee, listUnsettledCardCharges } from './deposits.repo.ts';
import { mailFeePaymentLink } from './mail-fee-payment-link.ts';

/** Long enough for the provider's own notification to come first. */
export const lostChargeCheckAfterMs = 10 * 60 * 1000;
/**
 * The provider keeps an idempotency key for 24 hours; asked again after that, it would charge the
 * card a second time. An attempt older than this is left open for the studio to look into.
 */
export const lostChargeCheckUntilMs = 23 * 60 * 60 * 1000;
const batchSize = 50;

export interface LostChargeLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Answers how many fees it settled (paid, or their link mailed). */
export async function settleLostFeeCharges(deps: FeeDeps, log: LostChargeLog, now: Date): Promise<number> {
  let settled = 0;
  const due = await listUnsettledCardCharges(
    deps.db,
    {
      after: new Date(now.getTime() - lostChargeCheckUntilMs),
      before: new Date(now.getTime() - lostChargeCheckAfterMs),
    },
    batchSize,
  );
  for (const fee of due) {
    const shop = await findShopById(deps.db, fee.shop_id);
    const booking = shop ? await findBookingOfFee(deps.db, shop.id, fee.booking_id) : undefined;
    const payment = shop && fee.payment_id ? await findPayment(deps.db, shop.id, fee.payment_id) : undefined;
    if (!shop || !booking || payment?.status !== 'open') continue;
    const attempt = await chargeFeeToSavedCard(deps, booking, shop, payment, now);
    if (attempt.outcome === 'paid') settled += 1;
    else if (attempt.outcome === 'declined') {
      if ((await mailFeePaymentLink(deps, booking, shop, fee, payment, now)) !== null) settled += 1;
    } else {
      log.error({ err: attempt.error, bookingId: booking.id }, 'fee card charge still without an answer');
    }
  }
  return settled;
}
