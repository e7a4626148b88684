// Free-time answers kept per API worker as the bytes sent (and their brotli and gzip variants, made
// when first asked for), keyed by shop, caller kind and query. An answer is served again only while
// both hold:
// - the shop's availability version, read with the shop row on every request (route-access.ts),
//   is the one it was built at: every change to what free times depend on bumps it in its own
//   transaction (triggers, migration 0045), so a booking committed through any worker is seen by
//   the next request on every worker;
// - time has not changed it: the first offered time is still outside the minimum notice, and
//   neither today nor the horizon's last day has moved on. Answers reaching the horizon's last day
//   gain times as the clock runs and are not kept.
// Building an answer for a week costs ~2 ms of API and database CPU; serving a kept one is a shop
// read and a copy to the socket.
//
// A missing answer is built once per key and version however many identical searches arrive
// while it is being built (a burst of the same 31-day search, a page shared widely): they wait for
// that one build instead of each computing the same answer. The version is part of what they wait
// for, and a request reads it with the shop row before it looks here, so a request that arrives
// after a change never waits for a build begun before it. A waiting request still checks that the
// built answer's time has not run out at its own instant.
import type { SlotsResponse } from '@studio/domain/booking-contract';
import { addDays } from '@studio/domain/calendar-day';
import { LRUCache } from 'lru-cache';
import type { ShopRow } from '../../db/schema.ts';
import { type AnswerEncoding, compressAnswer, compressThreshold } from '../../http/answer-encoding.ts';
import type { FreeSlotsRequest } from './list-free-slots.ts';
import { dayMs, localDateOf, startOfLocalDay } from './shop-time.ts';

export interface CachedAnswer {
  key: string;
  version: string;
  /** Built at this instant: a clock set back before it does not get the answer. */
  builtAt: number;
  /** Served until this instant (exclusive). */
  validUntil: number;
  /** Handed to the requests that waited for its build until this instant (exclusive). */
  sharedUntil: number;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The answer read back, for callers in this process (the consumer search): made when first asked for. */
  value?: SlotsResponse;
}

/** How long time alone leaves an answer true. */
export interface AnswerLifetime {
  /** Kept and served again until this instant; undefined: it may change any moment, not kept. */
  validUntil: number | undefined;
  /**
   * Handed to the requests that waited for its build until this instant: no time it offers has
   * come too near or gone by then. A time that came within the horizon while it was built (a
   * matter of milliseconds) is not in it; it never offers a time that cannot be booked.
   */
  sharedUntil: number;
}

export function answerLifetime(
  shop: ShopRow,
  request: FreeSlotsRequest,
  now: number,
  answer: SlotsResponse,
): AnswerLifetime {
  const horizonMs = shop.horizon_days * dayMs;
  const lastDay = localDateOf(now + horizonMs, shop.timezone);
  const nextMidnight = (instant: number) =>
    startOfLocalDay(addDays(localDateOf(instant, shop.timezone), 1), shop.timezone);
  let until = Math.min(nextMidnight(now), nextMidnight(now + horizonMs) - horizonMs);
  const first = answer.slots[0];
  // At now = start − notice the first time is still offered; a moment later it is not.
  if (first) until = Math.min(until, Date.parse(first.start) - shop.min_lead_minutes * 60_000 + 1);
  // Times on the horizon's last day come within reach as the clock runs.
  return { validUntil: request.to >= lastDay ? undefined : until, sharedUntil: until };
}

/** A freshly built answer: its JSON and how long time alone leaves it true. */
export interface BuiltAnswer extends AnswerLifetime {
  json: string;
}

export interface FreeSlotsCache {
  /**
   * The kept answer for the key if still valid at this version and instant; else the one being
   * built for the same key and version; else `build`'s, kept unless it may change any moment.
   */
  answer(key: string, version: string, now: number, build: () => Promise<BuiltAnswer>): Promise<CachedAnswer>;
  /** The answer's bytes in the accepted encoding (none under 1 KiB), compressed once per answer. */
  encode(answer: CachedAnswer, accepted: AnswerEncoding): { body: Buffer; encoding: AnswerEncoding };
  /** The answer as an object, read once per answer and shared: callers must not change it. */
  read(answer: CachedAnswer): Readonly<SlotsResponse>;
}

/** A worker's cache, bounded by the bytes it holds (identity plus variants, roughly). */
export function createFreeSlotsCache(maxBytes = 32 * 1024 * 1024): FreeSlotsCache {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    // The variants come later; brotli and gzip add about a fifth of the identity's size, the answer
    // read back about twice it (counted once read: read() keeps the entry again).
    sizeCalculation: (answer) => Math.ceil(answer.identity.length * (answer.value ? 3.2 : 1.2)) + 1,
  });
  /** Builds under way, by key and version; each entry leaves once its build has settled. */
  const building = new Map<string, Promise<CachedAnswer>>();

  function find(key: string, version: string, now: number): CachedAnswer | undefined {
    const answer = answers.get(key);
    if (!answer) return undefined;
    if (answer.version === version && answer.builtAt <= now && now < answer.validUntil) return answer;
    answers.delete(key);
    return undefined;
  }

  async function buildAndKeep(
    key: string,
    version: string,
    now: number,
    build: () => Promise<BuiltAnswer>,
  ): Promise<CachedAnswer> {
    const { json, validUntil, sharedUntil } = await build();
    const answer: CachedAnswer = {
      key,
      version,
      builtAt: now,
      validUntil: validUntil ?? now,
      sharedUntil,
      identity: Buffer.from(json),
    };
    if (validUntil !== undefined) answers.set(key, answer);
    return answer;
  }

  return {
    async answer(key, version, now, build) {
      const kept = find(key, version, now);
      if (kept) return kept;
      const flight = `${version}|${key}`;
      const underWay = building.get(flight);
      if (underWay) {
        const shared = await underWay;
        // Built at an earlier instant: still true now unless time alone has changed it since.
        if (shared.builtAt <= now && now < shared.sharedUntil) return shared;
        return buildAndKeep(key, version, now, build);
      }
      const started = buildAndKeep(key, version, now, build);
      building.set(flight, started);
      try {
        return await started;
      } finally {
        building.delete(flight);
      }
    },
    encode(answer, accepted) {
      if (accepted === 'identity' || answer.identity.length < compressThreshold)
        return { body: answer.identity, encoding: 'identity' };
      if (accepted === 'br') {
        answer.br ??= compressAnswer(answer.identity, 'br');
        return { body: answer.br, encoding: 'br' };
      }
      answer.gzip ??= compressAnswer(answer.identity, 'gzip');
      return { body: answer.gzip, encoding: 'gzip' };
    },
    read(answer) {
      if (answer.value) return answer.value;
      const value = JSON.parse(answer.identity.toString('utf8')) as SlotsResponse;
      answer.value = value;
      // Kept again so that the cache's bound counts the object too.
      if (answers.peek(answer.key) === answer) answers.set(answer.key, answer);
      return value;
    },
  };
}

/** The key of a request: the caller kind decides whether inactive treatments may be asked for. */
export function freeSlotsKey(shopId: string, managed: boolean, request: FreeSlotsRequest): string {
  return `${shopId}|${managed ? 'm' : 'p'}|${request.serviceIds}|${request.from}|${request.to}|${request.teamMemberId ?? ''}`;
}
