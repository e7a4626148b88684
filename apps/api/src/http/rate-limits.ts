// Rate limits kept in PostgreSQL, so every API instance shares them: fixed-window counters here,
// growing waits after failures in failure-backoff.ts. A bucket is a name plus a hashed key (an
// email, an IP or both, never stored in clear).
import { createHash } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { Backoff } from './failure-backoff.ts';
import { countRateLimitHit } from './rate-limits.repo.ts';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /**
   * Failed logins per email, from every address: a high ceiling against guessing spread over
   * many addresses (a successful login does not count).
   */
  loginPerEmail: RateLimit;
  /** Failed logins per (email, client IP): the owner on another device is not held up. */
  loginPerEmailAndIp: Backoff;
  /** Failed logins per client IP, across emails. */
  loginPerIp: Backoff;
  /** Verification and password-reset mail requests per address, known or not: a ceiling. */
  mailPerAddress: RateLimit;
  /** Place searches per account: each may cost a paid or rationed geocoder request. */
  placeSearchesPerAccount: RateLimit;
  /** Those requests per (address, client IP). */
  mailPerAddressAndIp: Backoff;
  /** Those requests per client IP, across addresses. */
  mailPerIp: Backoff;
  /** Place suggestions of the public find page per client IP: a few per place typed. */
  placeSuggestionsPerIp: RateLimit;
  /**
   * Place suggestions from all addresses together: the geocoder is paid (Google) or rationed to
   * a request a second (OpenStreetMap), and public requests must not queue up behind it.
   */
  placeSuggestionsOverall: RateLimit;
  /** Wrong current passwords per account (password and email changes). */
  passwordCheckPerAccount: Backoff;
  /** Registrations per client IP. */
  registrationsPerIp: RateLimit;
  /** Guest identities per client IP. */
  guestSessionsPerIp: RateLimit;
  /** Online bookings per client IP (staff bookings are not limited). */
  bookingsPerIp: RateLimit;
  /** Reads and cancellations through a customer's cancel link, per client IP. */
  cancelLinkPerIp: RateLimit;
  /** Free-time searches per client IP (a shop's own admins are not limited). */
  slotsPerIp: RateLimit;
  /** Error reports through the tunnel per client IP (the browser SDK sends one per failure). */
  errorReportsPerIp: RateLimit;
  /** Error reports through the tunnel from all addresses together. */
  errorReportsOverall: RateLimit;
  /** Page views of the web app per client IP. */
  pageViewsPerIp: RateLimit;
  /** Voucher-code claims per account (known codes or not). */
  voucherClaimsPerAccount: RateLimit;
  /** Voucher-code claims per client IP, across accounts. */
  voucherClaimsPerIp: RateLimit;
  /** Table orders per session (a guest's too; a shop's own admins are not limited). */
  ordersPerSession: RateLimit;
  /** Table orders per client IP: a café's guests often share its Wi-Fi, so this one is wide. */
  ordersPerIp: RateLimit;
  /** Reservation requests per session. */
  reservationsPerSession: RateLimit;
  /** Reservation requests per client IP. */
  reservationsPerIp: RateLimit;
  /** Reservation requests naming one email address, from anyone: each one mails that address. */
  reservationsPerEmail: RateLimit;
}

const minute = 60;
const hour = 60 * minute;

export const defaultRateLimits: RateLimits = {
  loginPerEmail: { max: 100, windowSeconds: hour },
  placeSearchesPerAccount: { max: 120, windowSeconds: hour },
  // Typing a place asks once it rests (300 ms): a handful per search.
  placeSuggestionsPerIp: { max: 30, windowSeconds: minute },
  placeSuggestionsOverall: { max: 120, windowSeconds: minute },
  loginPerEmailAndIp: {
    freeFailures: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * minute,
    forgetAfterSeconds: hour,
  },
  loginPerIp: {
    freeFailures: 20,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * minute,
    forgetAfterSeconds: hour,
  },
  mailPerAddress: { max: 20, windowSeconds: hour },
  mailPerAddressAndIp: {
    freeFailures: 3,
    firstDelaySeconds: minute,
    maxDelaySeconds: 15 * minute,
    forgetAfterSeconds: hour,
  },
  mailPerIp: {
    freeFailures: 20,
    firstDelaySeconds: minute,
    maxDelaySeconds: 15 * minute,
    forgetAfterSeconds: hour,
  },
  passwordCheckPerAccount: {
    freeFailures: 5,
    firstDelaySeconds: 30,
    maxDelaySeconds: 15 * minute,
    forgetAfterSeconds: hour,
  },
  registrationsPerIp: { max: 10, windowSeconds: hour },
  // Generous enough for a studio's front-desk tablet shared by many customers.
  guestSessionsPerIp: { max: 30, windowSeconds: 10 * minute },
  bookingsPerIp: { max: 30, windowSeconds: 10 * minute },
  cancelLinkPerIp: { max: 60, windowSeconds: 10 * minute },
  // A customer browsing week by week asks a few times a minute; a scraper asks hundreds of times.
  slotsPerIp: { max: 120, windowSeconds: minute },
  // A page that fails in a loop must not fill the table; a real user meets a handful of failures.
  errorReportsPerIp: { max: 30, windowSeconds: minute },
  // Many addresses at once (a botnet, or every browser during an outage): the SDK backs off on 429.
  errorReportsOverall: { max: 300, windowSeconds: minute },
  // One per page a visitor opens: a quick reader opens a few a minute.
  pageViewsPerIp: { max: 60, windowSeconds: minute },
  // A customer claims the few vouchers given to them; trying codes is guessing.
  voucherClaimsPerAccount: { max: 10, windowSeconds: hour },
  voucherClaimsPerIp: { max: 30, windowSeconds: hour },
  // A table orders a round every few minutes; a script orders a hundred a second.
  ordersPerSession: { max: 10, windowSeconds: 10 * minute },
  ordersPerIp: { max: 120, windowSeconds: 10 * minute },
  reservationsPerSession: { max: 5, windowSeconds: hour },
  reservationsPerIp: { max: 20, windowSeconds: hour },
  reservationsPerEmail: { max: 10, windowSeconds: 24 * hour },
};

export function resolveRateLimits(overrides: Partial<RateLimits> | undefined): RateLimits {
  return { ...defaultRateLimits, ...overrides };
}

/**
 * The bucket of a name and its keys. A key may be missing: `request.ip` is undefined once the
 * client reset its connection, and such requests share one bucket instead of failing.
 */
export function rateLimitBucket(name: string, ...keys: (string | undefined)[]): string {
  const hash = createHash('sha256').update(
    keys.map((key) => (key ?? 'unknown-address').toLowerCase()).join('\n'),
  );
  return `${name}:${hash.digest('base64url')}`;
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
  const row = await countRateLimitHit(db, bucket, limit.windowSeconds);
  if (row && row.hits > limit.max) {
    throw new AppError(ErrorCode.rateLimited, { retryAfterSeconds: Math.max(1, row.retry_after) });
  }
}

/** Counts one attempt of a bucket under one limit, throwing 9429 past it. */
export type RateLimitCounter = (bucket: string) => Promise<void>;

/**
 * The same fixed windows counted in this process's memory, for a process that is the database's
 * only user (embedded PGlite): no write per limited request. At most `maxBuckets` windows are kept
 * (~100 bytes each); past that the least recently counted are forgotten, which only grants those
 * addresses a fresh window.
 */
export function countInProcess(limit: RateLimit, now: () => number, maxBuckets = 100_000): RateLimitCounter {
  const windowMs = limit.windowSeconds * 1000;
  const windows = new LRUCache<string, { startedAt: number; hits: number }>({ max: maxBuckets });
  return async (bucket) => {
    const at = now();
    let window = windows.get(bucket);
    if (!window || window.startedAt <= at - windowMs) {
      window = { startedAt: at, hits: 0 };
      windows.set(bucket, window);
    }
    window.hits += 1;
    if (window.hits > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      throw new AppError(ErrorCode.rateLimited, { retryAfterSeconds });
    }
  };
}

/** The limit counted where every API instance sees it: the database. */
export function countInDatabase(db: Kysely<Database>, limit: RateLimit): RateLimitCounter {
  return (bucket) => consumeRateLimit(db, bucket, limit);
}
