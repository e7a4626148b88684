import type { Booking } from '@studio/domain/booking-contract';
import { canTransitionBookingStatus } from '@studio/domain/booking-status';
import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { type BookingContext, sendSafely } from './booking-context.ts';
import { sendCustomerBookingMail } from './booking-mails.ts';
import { findBookingRow, updateBookingRow } from './bookings.repo.ts';
import { cancelledChanges } from './cancelled-changes.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';
import { presentBookingRows } from './present-booking.ts';
import { refundDepositSafely } from './refund-deposit-safely.ts';

/**
 * Staff cancel at any time: 8103 unknown, 8001 already cancelled, 9409 when it is completed or a
 * no-show. The studio cancelled, so a paid deposit goes back.
 */
export async function cancelBookingByStaff(
  context: BookingContext,
  shop: ShopRow,
  bookingId: string,
): Promise<Booking> {
  const { db } = context;
  const cancelled = await inTransaction(db, async (trx) => {
    const booking = await findBookingRow(trx, shop.id, bookingId, { forUpdate: true });
    if (!booking) throw new AppError(ErrorCode.bookingNotFound);
    if (booking.status === 'cancelled') throw new AppError(ErrorCode.requestAlreadyHandled);
    if (!canTransitionBookingStatus(booking.status, 'cancelled')) throw new AppError(ErrorCode.conflict);
    return updateBookingRow(
      trx,
      shop.id,
      booking.id,
      cancelledChanges(booking, context.clock.now(), 'studio'),
    );
  });
  await refundDepositSafely(context, cancelled, shop);
  const data = await loadBookingMailData(db, cancelled, shop);
  await sendSafely(context, 'booking cancelled', () =>
    sendCustomerBookingMail(context.mail, data, 'cancelled'),
  );
  const [booking] = await presentBookingRows(db, shop, [cancelled]);
  if (!booking) throw new AppError(ErrorCode.internalError);
  return booking;
}
