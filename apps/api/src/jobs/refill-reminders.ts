import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { TelephonyProvider } from '../adapters/telephony/telephony-provider.ts';
import type { Database } from '../db/schema.ts';
import { sendRefillReminders } from '../features/bookings/bookings.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every fifteen minutes: a refill is a matter of days, and a night's wait ends soon after 09:00. */
export function refillRemindersJob(
  db: Kysely<Database>,
  mail: MailContext,
  telephony: TelephonyProvider,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'refill-reminders',
    intervalMs: 15 * 60 * 1000,
    async run() {
      const sent = await sendRefillReminders(db, mail, log, now(), { db, telephony });
      if (sent > 0) log.info({ sent }, 'refill reminders sent');
    },
  };
}
