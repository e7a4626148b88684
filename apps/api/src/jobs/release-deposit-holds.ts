// Bookings whose deposit was not paid in time give their time back, every minute (booking a time
// also releases its shop's expired holds first, so a released time is bookable at once).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { releaseExpiredHolds } from '../features/bookings/bookings.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function depositHoldReleaseJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'deposit-hold-release',
    intervalMs: 60 * 1000,
    async run() {
      const released = await releaseExpiredHolds(db, now());
      if (released > 0) log.info({ released }, 'bookings without their deposit released');
    },
  };
}
