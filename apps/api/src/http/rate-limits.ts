// Fixed-window rate limits kept in PostgreSQL, so every API instance shares them. A bucket is a
// name plus a hashed key (an email or an IP, never stored in clear).
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Failed logins per email address (a successful login does not count). */
  loginPerEmail: RateLimit;
  /** Failed logins per client IP. */
  loginPerIp: RateLimit;
  /** Verification and password-reset mails per address, known or not. */
  mailPerAddress: RateLimit;
  /** Online bookings per client IP (staff bookings are not limited). */
  bookingsPerIp: RateLimit;
  /** Reads and cancellations through a customer's cancel link, per client IP. */
  cancelLinkPerIp: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  loginPerEmail: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 50, windowSeconds: 15 * 60 },
  mailPerAddress: { max: 5, windowSeconds: 15 * 60 },
  // Generous enough for a studio's front-desk tablet shared by many customers.
  bookingsPerIp: { max: 30, windowSeconds: 10 * 60 },
  cancelLinkPerIp: { max: 60, windowSeconds: 10 * 60 },
};

export function resolveRateLimits(overrides: Partial<RateLimits> | undefined): RateLimits {
  return { ...defaultRateLimits, ...overrides };
}

export function rateLimitBucket(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key.toLowerCase()).digest('base64url')}`;
}

/**
 * Counts one attempt in the bucket and throws 9429 (with Retry-After) once the window's attempts
 * exceed the limit. The count is one atomic upsert, so concurrent attempts cannot slip through.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  bucket: string,
  limit: RateLimit,
): Promise<void> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    INSERT INTO rate_limit_counters AS c (bucket, window_started_at, hits)
    VALUES (${bucket}, now(), 1)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - ${window} THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.window_started_at <= now() - ${window} THEN now() ELSE c.window_started_at END
    RETURNING hits, ceil(extract(epoch FROM c.window_started_at + ${window} - now()))::integer AS retry_after`.execute(
    db,
  );
  const row = rows[0];
  if (row && row.hits > limit.max) {
    throw new AppError(9429, { retryAfterSeconds: Math.max(1, row.retry_after) });
  }
}

/** Takes back one counted attempt, e.g. when a login succeeded. */
export async function refundRateLimit(db: Kysely<Database>, bucket: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('bucket', '=', bucket)
    .execute();
}

/** Drops counters whose window ended long ago (for a periodic clean-up job). */
export async function purgeRateLimitCounters(
  db: Kysely<Database>,
  olderThanSeconds: number,
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets a bucket's attempts, e.g. failed logins once the password was reset. */
export async function resetRateLimit(db: Kysely<Database>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('bucket', '=', bucket).execute();
}
