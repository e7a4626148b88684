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
import type { SlotsResponse } from '@studio/domain/booking-contract';
import { addDays } from '@studio/domain/calendar-day';
import { LRUCache } from 'lru-cache';
import type { ShopRow } from '../../db/schema.ts';
import { type AnswerEncoding, compressAnswer, compressThreshold } from '../../http/answer-encoding.ts';
import type { FreeSlotsRequest } from './list-free-slots.ts';
import { dayMs, localDateOf, startOfLocalDay } from './shop-time.ts';

export interface CachedAnswer {
  version: string;
  /** Built at this instant: a clock set back before it does not get the answer. */
  builtAt: number;
  /** Served until this instant (exclusive). */
  validUntil: number;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The instant time alone changes the answer, or undefined when it may change any moment. */
export function answerValidUntil(
  shop: ShopRow,
  request: FreeSlotsRequest,
  now: number,
  answer: SlotsResponse,
): number | undefined {
  const horizonMs = shop.horizon_days * dayMs;
  const lastDay = localDateOf(now + horizonMs, shop.timezone);
  // Times on the horizon's last day come within reach as the clock runs.
  if (request.to >= lastDay) return undefined;
  const nextMidnight = (instant: number) =>
    startOfLocalDay(addDays(localDateOf(instant, shop.timezone), 1), shop.timezone);
  let until = Math.min(nextMidnight(now), nextMidnight(now + horizonMs) - horizonMs);
  const first = answer.slots[0];
  // At now = start − notice the first time is still offered; a moment later it is not.
  if (first) until = Math.min(until, Date.parse(first.start) - shop.min_lead_minutes * 60_000 + 1);
  return until;
}

export interface FreeSlotsCache {
  /** The kept answer for the key if still valid at this version and instant. */
  find(key: string, version: string, now: number): CachedAnswer | undefined;
  /** Keeps the serialized answer (unless `validUntil` is undefined) and hands it back. */
  keep(key: string, version: string, now: number, validUntil: number | undefined, json: string): CachedAnswer;
  /** The answer's bytes in the accepted encoding (none under 1 KiB), compressed once per answer. */
  encode(answer: CachedAnswer, accepted: AnswerEncoding): { body: Buffer; encoding: AnswerEncoding };
}

/** A worker's cache, bounded by the bytes it holds (identity plus variants, roughly). */
export function createFreeSlotsCache(maxBytes = 32 * 1024 * 1024): FreeSlotsCache {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    // The variants come later; brotli and gzip add about a fifth of the identity's size.
    sizeCalculation: (answer) => Math.ceil(answer.identity.length * 1.2) + 1,
  });
  return {
    find(key, version, now) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (answer.version === version && answer.builtAt <= now && now < answer.validUntil) return answer;
      answers.delete(key);
      return undefined;
    },
    keep(key, version, now, validUntil, json) {
      const answer: CachedAnswer = {
        version,
        builtAt: now,
        validUntil: validUntil ?? now,
        identity: Buffer.from(json),
      };
      if (validUntil !== undefined) answers.set(key, answer);
      return answer;
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
  };
}

/** The key of a request: the caller kind decides whether inactive treatments may be asked for. */
export function freeSlotsKey(shopId: string, managed: boolean, request: FreeSlotsRequest): string {
  return `${shopId}|${managed ? 'm' : 'p'}|${request.serviceIds}|${request.from}|${request.to}|${request.teamMemberId ?? ''}`;
}
