// Growing waits after repeated failures (sign-in, password checks, account mails), kept in
// PostgreSQL so every API instance shares them. A few failures are free; each one after that makes
// the bucket wait twice as long as the one before, up to a ceiling, and a quiet period forgets
// them. Buckets are named like rate_limit_counters: a name plus a hashed key.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { countBackoffFailure, deleteBackoff, takeBackBackoffFailure } from './failure-backoff.repo.ts';

export interface Backoff {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait; every further failure doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten once none came for this long. */
  forgetAfterSeconds: number;
}

/** One failure counted in a bucket, to take back if the attempt turns out to be good. */
export interface CountedFailure {
  bucket: string;
  /** The bucket's failures right after this one was counted. */
  failures: number;
}

export function backoffDelaySeconds(backoff: Backoff, failures: number): number {
  const beyond = failures - backoff.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(backoff.firstDelaySeconds * 2 ** (beyond - 1), backoff.maxDelaySeconds);
}

/**
 * Counts an attempt as a failure before it is judged, so that parallel attempts cannot slip past
 * the wait; 9429 with Retry-After while the bucket waits (a refused attempt is not counted).
 */
export async function countFailure(
  db: Kysely<Database>,
  bucket: string,
  backoff: Backoff,
): Promise<CountedFailure> {
  const result = await countBackoffFailure(db, bucket, backoff);
  if (!result.counted)
    throw new AppError(ErrorCode.rateLimited, {
      retryAfterSeconds: Math.max(1, Math.ceil(result.waitSeconds)),
    });
  return { bucket, failures: result.failures };
}

/**
 * Takes back a counted failure (the attempt was good, or another limit refused it). The wait it
 * started goes too, unless a later failure has been counted since: that wait is the later one's.
 */
export async function takeBackFailure(db: Kysely<Database>, counted: CountedFailure): Promise<void> {
  await takeBackBackoffFailure(db, counted.bucket, counted.failures);
}

/** Forgets a bucket's failures, e.g. those of a device whose owner just signed in. */
export async function forgetFailures(db: Kysely<Database>, bucket: string): Promise<void> {
  await deleteBackoff(db, bucket);
}
