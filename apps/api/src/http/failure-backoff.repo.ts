// The failure counters with growing waits: one row per bucket, shared by every API instance.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Backoff } from './failure-backoff.ts';

/**
 * Counts one failure in the bucket in one atomic upsert, unless the bucket is waiting: then
 * nothing changes. A failure after `freeFailures` starts a wait of `firstDelaySeconds`, doubled
 * for each further one up to `maxDelaySeconds`; failures older than `forgetAfterSeconds` are
 * forgotten. Answers whether the failure was counted, the failures so far and the seconds the
 * bucket waits from now on.
 */
export async function countBackoffFailure(
  db: Kysely<Database>,
  bucket: string,
  rule: Backoff,
): Promise<{ counted: boolean; failures: number; waitSeconds: number }> {
  const waiting = sql`b.blocked_until > now()`;
  const failures = sql`CASE WHEN b.last_failure_at <= now() - make_interval(secs => ${rule.forgetAfterSeconds}) THEN 1 ELSE b.failures + 1 END`;
  const waitUntil = (count: ReturnType<typeof sql>) =>
    sql`CASE WHEN ${count} > ${rule.freeFailures} THEN now() + make_interval(secs => least(
      ${rule.firstDelaySeconds} * power(2, ${count} - ${rule.freeFailures} - 1), ${rule.maxDelaySeconds})) END`;
  const { rows } = await sql<{ counted: boolean; failures: number; waitSeconds: number }>`
    INSERT INTO rate_limit_backoffs AS b (bucket, failures, last_failure_at, blocked_until)
    VALUES (${bucket}, 1, now(), ${waitUntil(sql`1`)})
    ON CONFLICT (bucket) DO UPDATE SET
      failures = CASE WHEN ${waiting} THEN b.failures ELSE ${failures} END,
      last_failure_at = CASE WHEN ${waiting} THEN b.last_failure_at ELSE now() END,
      blocked_until = CASE WHEN ${waiting} THEN b.blocked_until ELSE ${waitUntil(failures)} END
    RETURNING b.last_failure_at = now() AS counted, b.failures,
      coalesce(extract(epoch FROM b.blocked_until - now()), 0)::float8 AS "waitSeconds"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`rate limit bucket ${bucket} was not counted`);
  return row;
}

/**
 * Takes one failure back. The wait goes too when the bucket still holds `failures` (the count
 * right after the failure taken back), i.e. no later failure started a wait of its own.
 */
export async function takeBackBackoffFailure(
  db: Kysely<Database>,
  bucket: string,
  failures: number,
): Promise<void> {
  await sql`UPDATE rate_limit_backoffs SET
      failures = greatest(failures - 1, 0),
      blocked_until = CASE WHEN failures = ${failures} THEN NULL ELSE blocked_until END
    WHERE bucket = ${bucket}`.execute(db);
}

export async function deleteBackoff(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_backoffs').where('bucket', '=', bucket).execute();
}
