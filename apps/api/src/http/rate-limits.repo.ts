// The rate-limit counters: one row per bucket, shared by every API instance.
import { type Kysely, sql } from 'kysely';
import { prepareStatement } from '../db/prepared-statements.ts';
import type { Database } from '../db/schema.ts';

/**
 * Counts one hit in the bucket's window (a window older than `windowSeconds` starts again) in one
 * atomic upsert. Prepared: every rate-limited request runs it (free-time searches on each call),
 * so the database parses and plans it once per connection.
 */
export const rateLimitHit = prepareStatement<
  { bucket: string; windowSeconds: number },
  { hits: number; retry_after: number }
>(['bucket', 'windowSeconds'], (builder, { bucket, windowSeconds }) => {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const statement = sql<{ hits: number; retry_after: number }>`
    INSERT INTO rate_limit_counters AS c (bucket, window_started_at, hits)
    VALUES (${bucket}, now(), 1)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - ${window} THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.window_started_at <= now() - ${window} THEN now() ELSE c.window_started_at END
    RETURNING hits, ceil(extract(epoch FROM c.window_started_at + ${window} - now()))::integer AS retry_after`;
  return { compile: () => statement.compile(builder) };
});

/** Counts one hit in the bucket's window; answers the hits so far and the seconds until the window ends. */
export async function countRateLimitHit(
  db: Kysely<Database>,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; retry_after: number } | undefined> {
  const [row] = await rateLimitHit.run(db, { bucket, windowSeconds });
  return row;
}

/** Takes back one counted attempt, e.g. when a login succeeded. */
export async function refundRateLimit(db: Kysely<Database>, bucket: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('bucket', '=', bucket)
    .execute();
}

/**
 * Deletes up to `limit` counters whose window started before `before`: a counter whose window has
 * ended counts as absent (its next hit starts again at 1). Answers how many went.
 */
export async function deleteRateLimitCountersBefore(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('bucket', 'in', (eb) =>
      eb
        .selectFrom('rate_limit_counters')
        .select('bucket')
        .where('window_started_at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets a bucket's attempts, e.g. failed logins once the password was reset. */
export async function resetRateLimit(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('bucket', '=', bucket).execute();
}
