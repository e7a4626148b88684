import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { WebPushSender } from '../adapters/push/web-push-sender.ts';
import type { TelephonyProvider } from '../adapters/telephony/telephony-provider.ts';
import type { Database } from '../db/schema.ts';
import { sendWaitlistOffers } from '../features/waitlist/waitlist.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

/** Every minute: a freed time reaches the waitlisted (mail, push, message) while it is still free. */
export function waitlistOffersJob(
  db: Kysely<Database>,
  mail: MailContext,
  channels: { push: WebPushSender; telephony: TelephonyProvider },
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'waitlist-offers',
    intervalMs: 60 * 1000,
    async run() {
      const told = await sendWaitlistOffers(db, mail, log, now(), {
        push: channels.push,
        messaging: { db, telephony: channels.telephony },
      });
      if (told > 0) log.info({ told }, 'waitlisted customers told of a free time');
    },
  };
}
