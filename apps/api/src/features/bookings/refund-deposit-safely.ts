import type { BookingRow, ShopRow } from '../../db/schema.ts';
import { refundDeposit, sendDepositRefundedMail } from '../deposits/deposits.public.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';

/**
 * After a cancellation committed: the paid deposit goes back and the customer is told. A failing
 * provider leaves the booking cancelled and the deposit paid, for the studio to refund by hand.
 */
export async function refundDepositSafely(
  context: BookingContext,
  booking: BookingRow,
  shop: ShopRow,
): Promise<void> {
  if (!booking.deposit_payment_id) return;
  try {
    const refunded = await refundDeposit(context.db, context.checkout.payments, booking);
    if (!refunded) return;
    await sendSafely(context, 'deposit refunded', () =>
      sendDepositRefundedMail(context.mail, booking, shop, {
        cents: refunded.amount_cents,
        currency: refunded.currency,
      }),
    );
  } catch (error) {
    context.log.error({ err: error, bookingId: booking.id }, 'deposit could not be refunded');
  }
}
