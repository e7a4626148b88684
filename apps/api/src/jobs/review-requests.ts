import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { Database } from '../db/schema.ts';
import { sendReviewRequests } from '../features/reviews/reviews.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every fifteen minutes: a customer is asked soon after the studio marks the visit completed. */
export function reviewRequestsJob(
  db: Kysely<Database>,
  mail: MailContext,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'review-requests',
    intervalMs: 15 * 60 * 1000,
    async run() {
      const sent = await sendReviewRequests(db, mail, log, now());
      if (sent > 0) log.info({ sent }, 'review requests sent');
    },
  };
}
