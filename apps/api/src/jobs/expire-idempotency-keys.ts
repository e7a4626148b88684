// Idempotency-Keys are kept a day (http/idempotent-answer.ts): this job forgets older ones every
// hour, a batch at a time so that no run holds many rows at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteIdempotencyKeysBefore } from '../http/idempotency-keys.repo.ts';
import { idempotencyKeyRetentionMs } from '../http/idempotent-answer.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

const batchSize = 1000;

/** Deletes the keys used more than a day before `now`; answers how many went. */
export async function expireIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const before = new Date(now - idempotencyKeyRetentionMs);
  let deleted = 0;
  for (;;) {
    const batch = await deleteIdempotencyKeysBefore(db, before, batchSize);
    deleted += batch;
    if (batch < batchSize) return deleted;
  }
}

export function idempotencyKeyExpiryJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'idempotency-key-expiry',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const deleted = await expireIdempotencyKeys(db, now());
      if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
    },
  };
}
