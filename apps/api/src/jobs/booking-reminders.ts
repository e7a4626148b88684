import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { TelephonyProvider } from '../adapters/telephony/telephony-provider.ts';
import type { Database } from '../db/schema.ts';
import { sendBookingReminders } from '../features/bookings/bookings.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every five minutes, so a reminder goes out between 24 hours and 23 h 55 min before the appointment. */
export function bookingRemindersJob(
  db: Kysely<Database>,
  mail: MailContext,
  telephony: TelephonyProvider,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'booking-reminders',
    intervalMs: 5 * 60 * 1000,
    async run() {
      const sent = await sendBookingReminders(db, mail, log, now(), { db, telephony });
      if (sent > 0) log.info({ sent }, 'booking reminders sent');
    },
  };
}
