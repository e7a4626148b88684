// A customer answers the reminder message: "yes" confirms (the studio's calendar shows "confirmed
// by customer"), "cancel" cancels as the cancel link does, with the studio's deposit rules, until
// two hours before the start (a time freed then can still go to the waitlist). The reply goes to
// the booking whose reminder was messaged to that number; anything else is not an answer and is
// left to the phone assistant.
import { isLocale } from '@studio/domain/locale';
import type { ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { BookingContext } from './booking-context.ts';
import { formatAppointment } from './booking-mails.ts';
import { findBookingRow, findRemindedBooking, markConfirmedByCustomer } from './bookings.repo.ts';
import { cancelAsCustomer } from './cancel-as-customer.ts';
import { customerMessageTexts, reminderAnswerOf } from './customer-message-texts.ts';

const replyCancelCutoffMs = 2 * 60 * 60 * 1000;

/** The text to send back, or null when the message answers no reminder. */
export async function answerReminderReply(
  context: BookingContext,
  shop: ShopRow,
  message: { from: string; body: string },
): Promise<string | null> {
  const answer = reminderAnswerOf(message.body);
  if (!answer) return null;
  const now = context.clock.now();
  const booking = await findRemindedBooking(context.db, shop.id, message.from, new Date(now));
  if (!booking) return null;
  const texts = customerMessageTexts(booking.locale);
  const when = formatAppointment(
    booking.start_at,
    booking.end_at,
    shop.timezone,
    isLocale(booking.locale) ? booking.locale : 'de',
  );
  if (answer === 'confirm') {
    await markConfirmedByCustomer(context.db, shop.id, booking.id, new Date(now));
    return texts.confirmed(when);
  }
  try {
    await cancelAsCustomer(
      context,
      (trx) => findBookingRow(trx, shop.id, booking.id, { forUpdate: true }),
      replyCancelCutoffMs,
    );
  } catch (error) {
    if (error instanceof AppError) return texts.tooLate(shop.name, shop.phone);
    throw error;
  }
  return texts.cancelled(when);
}
