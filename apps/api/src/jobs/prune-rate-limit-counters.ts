// Rate-limit counters whose window has long ended are worth nothing (the next hit starts again at
// 1) but stay in their table: one row per client address and account ever seen. This job deletes
// those older than any window (the longest is a day) every hour, a batch at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteRateLimitCountersBefore } from '../http/rate-limits.repo.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

const batchSize = 1000;
/** Longer than every rate limit's window. */
const keptMs = 2 * 24 * 60 * 60 * 1000;

/** Deletes the counters whose window started more than two days before `now`; answers how many went. */
export async function pruneRateLimitCounters(db: Kysely<Database>, now: number): Promise<number> {
  const before = new Date(now - keptMs);
  let deleted = 0;
  for (;;) {
    const batch = await deleteRateLimitCountersBefore(db, before, batchSize);
    deleted += batch;
    if (batch < batchSize) return deleted;
  }
}

export function rateLimitCounterPruningJob(
  db: Kysely<Database>,
  log: JobLog,
  now: () => number,
): PeriodicJob {
  return {
    name: 'rate-limit-counter-pruning',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const deleted = await pruneRateLimitCounters(db, now());
      if (deleted > 0) log.info({ deleted }, 'ended rate-limit counters deleted');
    },
  };
}
