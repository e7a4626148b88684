import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { Database } from '../db/schema.ts';
import { sendWaitlistOffers } from '../features/waitlist/waitlist.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every five minutes: a freed time reaches the waitlisted while it is still free. */
export function waitlistOffersJob(
  db: Kysely<Database>,
  mail: MailContext,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'waitlist-offers',
    intervalMs: 5 * 60 * 1000,
    async run() {
      const told = await sendWaitlistOffers(db, mail, log, now());
      if (told > 0) log.info({ told }, 'waitlisted customers told of a free time');
    },
  };
}
