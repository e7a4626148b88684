// Stored error reports are a tool for the days after a failure, not an archive: events received
// more than 30 days ago are deleted every hour. (How many are kept at most is enforced when they
// are stored, see error-events.repo.ts.)
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteErrorEventsReceivedBefore } from '../features/error-reports/error-reports.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export const errorReportRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Deletes the error reports received more than 30 days before `now`; answers how many. */
export function deleteExpiredErrorReports(db: Kysely<Database>, now: number): Promise<number> {
  return deleteErrorEventsReceivedBefore(db, new Date(now - errorReportRetentionMs));
}

/** Every hour. */
export function errorReportExpiryJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'error-report-expiry',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const deleted = await deleteExpiredErrorReports(db, now());
      if (deleted > 0) log.info({ deleted }, 'error reports older than 30 days deleted');
    },
  };
}
