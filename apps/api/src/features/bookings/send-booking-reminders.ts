// The reminder mail 24 hours before an appointment, run by the booking-reminders job every five
// minutes: to the customer, in the language they booked in, with the appointment and a fresh
// cancel link, once per booking (claimDueReminders). A booking made, confirmed or moved less than
// 24 hours ahead gets none (that mail is as recent as a reminder would be: reminderSettledAt);
// cancelled, pending and contact-less (walk-in, phone) bookings get none; a booking moved more than
// 24 hours ahead gets one for its new time. A customer who gave a phone number and agreed also gets
// it through the messaging app, and may answer it (answer-reminder-reply.ts).
//
// Once, not at least once: the claim (reminder_settled_at) commits before the mail is written to the
// outbox, so a process that dies between the two loses those few reminders rather than sending
// any twice.
import { isLocale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { BookingRow, Database, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findShopById } from '../shops/shops.public.ts';
import { type StudioMessaging, sendStudioMessage } from '../voice/voice.public.ts';
import { formatAppointment, sendCustomerBookingMail } from './booking-mails.ts';
import { claimDueReminders, insertCancelLink, markReminderMessaged } from './bookings.repo.ts';
import { cancelUrlOf, newCancelToken } from './cancel-links.ts';
import { customerMessageTexts } from './customer-message-texts.ts';
import { loadBookingMailData } from './load-booking-mail-data.ts';

export const reminderLeadMs = 24 * 60 * 60 * 1000;

/**
 * What a booking's reminder_settled_at becomes when it is made, confirmed or moved to `start` at
 * `now`: null (a reminder will be due) when the start is at least 24 hours away, else `now`.
 */
export function reminderSettledAt(start: number, now: number): Date | null {
  return start - now >= reminderLeadMs ? null : new Date(now);
}
const batchSize = 100;

export interface ReminderLog {
  error(details: Record<string, unknown>, message: string): void;
}

async function messageReminder(messaging: StudioMessaging, shop: ShopRow, booking: BookingRow, now: number) {
  if (!booking.customer_phone) return;
  const locale = isLocale(booking.locale) ? booking.locale : 'de';
  const when = formatAppointment(booking.start_at, booking.end_at, shop.timezone, locale);
  const result = await sendStudioMessage(messaging, shop.id, {
    to: booking.customer_phone,
    body: customerMessageTexts(locale).reminder(shop.name, when),
    now,
  });
  if (result.sent) await markReminderMessaged(messaging.db, shop.id, booking.id, new Date(now));
}

/** Sends every reminder due at `now`; answers how many it sent. */
export async function sendBookingReminders(
  db: Kysely<Database>,
  mail: MailContext,
  log: ReminderLog,
  now: number,
  messaging?: StudioMessaging,
): Promise<number> {
  const shops = new Map<string, ShopRow | undefined>();
  let sent = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (trx) => {
      const bookings = await claimDueReminders(trx, {
        now: new Date(now),
        aheadMs: reminderLeadMs,
        limit: batchSize,
      });
      const links: { booking: BookingRow; token: string }[] = [];
      for (const booking of bookings) {
        const cancel = newCancelToken();
        await insertCancelLink(trx, booking.shop_id, booking.id, cancel.hash);
        links.push({ booking, token: cancel.token });
      }
      return links;
    });
    for (const { booking, token } of claimed) {
      try {
        if (!shops.has(booking.shop_id)) shops.set(booking.shop_id, await findShopById(db, booking.shop_id));
        const shop = shops.get(booking.shop_id);
        if (!shop) continue;
        if (booking.customer_email) {
          const data = await loadBookingMailData(
            db,
            booking,
            shop,
            cancelUrlOf(mail.publicUrl, shop.id, token),
          );
          await sendCustomerBookingMail(mail, data, 'reminder');
        }
        if (messaging && booking.messaging_consent && booking.customer_phone) {
          await messageReminder(messaging, shop, booking, now);
        }
        sent += 1;
      } catch (error) {
        log.error({ err: error, bookingId: booking.id }, 'booking reminder could not be written');
      }
    }
    if (claimed.length < batchSize) return sent;
  }
}
