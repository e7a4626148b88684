// The limits on attempts that guess or spam by an email address (sign-in, account mails): growing
// waits per (email, client IP) and per client IP, so that one address guessing slows down without
// holding up the account's owner elsewhere, and a high fixed ceiling per email against guessing
// spread over many addresses.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type Backoff,
  type CountedFailure,
  countFailure,
  forgetFailures,
  takeBackFailure,
} from '../../http/failure-backoff.ts';
import { refundRateLimit, resetRateLimit } from '../../http/rate-limits.repo.ts';
import { consumeRateLimit, type RateLimit, rateLimitBucket } from '../../http/rate-limits.ts';

export interface AttemptLimits {
  perEmailAndIp: Backoff;
  perIp: Backoff;
  perEmail: RateLimit;
}

export interface CountedAttempt {
  perEmailAndIp: CountedFailure;
  perIp: CountedFailure;
  perEmailBucket: string;
}

function perEmailBucket(action: string, email: string): string {
  return rateLimitBucket(`${action}-email`, email);
}

function perEmailAndIpBucket(action: string, email: string, ip: string): string {
  return rateLimitBucket(`${action}-email-ip`, email, ip);
}

/**
 * Counts an attempt in every limit before it is judged, so parallel attempts cannot slip
 * through; 9429 with Retry-After when one refuses (the refused attempt is not counted anywhere).
 */
export async function countAttempt(
  db: Kysely<Database>,
  action: string,
  email: string,
  ip: string,
  limits: AttemptLimits,
): Promise<CountedAttempt> {
  const perEmailAndIp = await countFailure(db, perEmailAndIpBucket(action, email, ip), limits.perEmailAndIp);
  let perIp: CountedFailure | undefined;
  try {
    perIp = await countFailure(db, rateLimitBucket(`${action}-ip`, ip), limits.perIp);
    const emailBucket = perEmailBucket(action, email);
    await consumeRateLimit(db, emailBucket, limits.perEmail);
    return { perEmailAndIp, perIp, perEmailBucket: emailBucket };
  } catch (error) {
    await takeBackFailure(db, perEmailAndIp);
    if (perIp) await takeBackFailure(db, perIp);
    throw error;
  }
}

/** A good attempt: the (email, client) pair starts afresh; the others only take this attempt back. */
export async function acceptAttempt(db: Kysely<Database>, counted: CountedAttempt): Promise<void> {
  await forgetFailures(db, counted.perEmailAndIp.bucket);
  await takeBackFailure(db, counted.perIp);
  await refundRateLimit(db, counted.perEmailBucket);
}

/** The owner proved the address (e.g. with a reset link): the email and the owner's device start afresh. */
export async function forgetAttempts(
  db: Kysely<Database>,
  action: string,
  email: string,
  ip: string,
): Promise<void> {
  await resetRateLimit(db, perEmailBucket(action, email));
  await forgetFailures(db, perEmailAndIpBucket(action, email, ip));
}
