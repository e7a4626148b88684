// The customer cancels: through the mailed link or, signed in, from their own bookings.

import { type CustomerBooking, customerCancelCutoffHours } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { BookingRow, Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { findFreeCancellationHours } from '../deposits/deposits.public.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';
import { sendCustomerBookingMail, sendShopBookingMail } from './booking-mails.ts';
import { updateBookingRow } from './bookings.repo.ts';
import { cancelledChanges } from './cancelled-changes.ts';
import { findBookingShop } from './find-booking-shop.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';
import { customerCancelCutoffMs, presentCustomerBooking } from './present-customer-booking.ts';
import { refundDepositSafely } from './refund-deposit-safely.ts';

/**
 * The customer cancels until `customerCancelCutoffHours` before the start (after → 409 8002;
 * already cancelled, completed or no-show → 409 8001). The customer gets a confirmation, the
 * studio a notice. `lockBooking` finds and row-locks the booking the customer may cancel. A
 * deposit comes back when the cancellation is inside the studio's free window; later the studio
 * may keep it (charge-booking-fee.ts in deposits). A reply to the messaged reminder may cancel
 * later (`cutoffMs`): a freed time is worth more to the studio than a no-show.
 */
export async function cancelAsCustomer(
  context: BookingContext,
  lockBooking: (trx: Kysely<Database>) => Promise<BookingRow | undefined>,
  cutoffMs = customerCancelCutoffMs,
): Promise<CustomerBooking> {
  const { db } = context;
  const now = context.clock.now();
  const cancelled = await inTransaction(db, async (trx) => {
    const booking = await lockBooking(trx);
    if (!booking) throw new AppError(ErrorCode.bookingNotFound);
    if (!isActiveBookingStatus(booking.status)) throw new AppError(ErrorCode.requestAlreadyHandled);
    if (now > booking.start_at.getTime() - cutoffMs) throw new AppError(ErrorCode.requestExpired);
    return updateBookingRow(trx, booking.shop_id, booking.id, cancelledChanges(booking, now, 'customer'));
  });
  const shop = await findBookingShop(db, cancelled.shop_id);
  const freeHours = await findFreeCancellationHours(db, shop.id, customerCancelCutoffHours);
  if (now <= cancelled.start_at.getTime() - freeHours * 60 * 60 * 1000) {
    await refundDepositSafely(context, cancelled, shop);
  }
  const data = await loadBookingMailData(db, cancelled, shop);
  await sendSafely(context, 'booking cancelled', () =>
    sendCustomerBookingMail(context.mail, data, 'cancelled'),
  );
  await sendSafely(context, 'booking cancelled to the studio', () =>
    sendShopBookingMail(db, context.mail, data, 'cancelled'),
  );
  return presentCustomerBooking(db, cancelled, shop, now);
}
