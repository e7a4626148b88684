// Closure times and booking rules disappear 48 hours after their end: the end is
// the end of the end date in the shop's time zone. Runs every 15 minutes on the job queue; rows
// are claimed with FOR UPDATE SKIP LOCKED as well, so even runs that meet (a slow run and a manual
// one) never wait on or fight over the same rows.
import { addDays } from '@studio/domain/calendar-day';
import { localTimeToInstant } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { claimEndedPeriods, deletePeriods } from '../features/availability/availability.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export const closureRetentionMs = 48 * 60 * 60 * 1000;
const batchSize = 500;

export interface CleanupResult {
  closures: number;
  bookingRules: number;
}

/** Whether a period ending on `endDate` (inclusive, local) ended more than 48 hours before `now`. */
export function isPastRetention(endDate: string, timezone: string, now: number): boolean {
  return localTimeToInstant(addDays(endDate, 1), '00:00', timezone) + closureRetentionMs <= now;
}

async function deleteExpired(
  db: Kysely<Database>,
  table: 'closures' | 'booking_rules',
  now: number,
): Promise<number> {
  // A period can only be 48 hours past its local end once its end date lies before today in UTC
  // (time zones are at most 14 hours away), so this narrows the candidates; the exact test is per shop.
  const before = new Date(now).toISOString().slice(0, 10);
  let deleted = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (trx) => {
      const candidates = await claimEndedPeriods(trx, table, { endedBefore: before, limit: batchSize });
      const expired = candidates
        .filter((row) => isPastRetention(row.end_date, row.timezone, now))
        .map((row) => row.id);
      await deletePeriods(trx, table, expired);
      return { seen: candidates.length, deleted: expired.length };
    });
    deleted += claimed.deleted;
    if (claimed.seen < batchSize || claimed.deleted === 0) return deleted;
  }
}

/** Deletes the closure times and booking rules that ended more than 48 hours before `now`. */
export async function deleteExpiredClosures(db: Kysely<Database>, now: number): Promise<CleanupResult> {
  return {
    closures: await deleteExpired(db, 'closures', now),
    bookingRules: await deleteExpired(db, 'booking_rules', now),
  };
}

/** Every 15 minutes. */
export function closureCleanupJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'closure-cleanup',
    intervalMs: 15 * 60 * 1000,
    async run() {
      const result = await deleteExpiredClosures(db, now());
      if (result.closures + result.bookingRules > 0) {
        log.info({ ...result }, 'expired closure times and booking rules deleted');
      }
    },
  };
}
