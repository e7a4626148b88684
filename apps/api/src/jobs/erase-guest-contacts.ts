// Guests' contact data lapses: once a day, clients without an account whose last contact with the
// studio lies longer back than the platform's retention (guestRetentionYears) are erased, their
// bookings and sales kept without the person.
import { guestRetentionYears } from '@studio/domain/client-contract';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/schema.ts';
import { eraseGuestsPastRetention } from '../features/personal-data/personal-data.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function guestContactErasureJob(
  db: Kysely<Database>,
  storage: FileStorage,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'guest-contact-erasure',
    intervalMs: 24 * 60 * 60 * 1000,
    async run() {
      const erased = await eraseGuestsPastRetention(db, storage, new Date(now()), guestRetentionYears);
      if (erased > 0) log.info({ erased }, 'guest clients past retention erased');
    },
  };
}
