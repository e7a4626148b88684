// Money-moving POSTs take an `Idempotency-Key` header, as Stripe's API does. The first request
// with a key runs, and its answer is kept with a hash of the request (method, path, caller, body)
// in the transaction of its effect, so an effect never commits without its answer. A repeat of the
// same request answers that first answer (status and body, `Idempotent-Replayed: true`) however
// often and however simultaneously it comes: a simultaneous repeat waits for the first to commit
// or fail. The same key with a different request answers 422 (2060) rather than the first answer.
// Keys belong to their caller, so nobody can replay another caller's answer. A request that
// fails keeps no answer: nothing happened, and a retry runs it again.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from './app-error.ts';
import { claimIdempotencyKey, findStoredAnswer, storeAnswer } from './idempotency-keys.repo.ts';
import { requireIdentity } from './identity.ts';

/** Keys are kept a day: a retry after a lost answer comes within minutes. */
export const idempotencyKeyRetentionMs = 24 * 60 * 60 * 1000;

/** The header of every money-moving POST; the OpenAPI document adds 2060 to such a route's answers. */
export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .describe(
      'One key per user action (e.g. a UUID made when the action starts), sent again on its retries: a repeat answers the first answer; the same key with another request 422 (errorCode 2060). Kept 24 hours.',
    ),
});

/** JSON with object keys in order, so that the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHashOf(request: FastifyRequest, userId: string): string {
  const request_ = [request.method, request.url, userId, request.body ?? null];
  return createHash('sha256').update(canonicalJson(request_)).digest('base64url');
}

/**
 * Runs `work` (the use case, given the database handle to use) and sends its result with
 * `statusCode`, once per Idempotency-Key of the caller: see the file's head. The work runs in the
 * key's transaction, so it must do all its reads and writes through the handle it is given. A
 * payment provider's call inside it (a checkout, a refund) keeps the transaction open meanwhile
 * (with embedded PGlite, its one connection); the provider's own keys per payment make a call
 * repeated after a rollback harmless.
 */
export async function answerOnce(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return reply.code(statusCode).send(await work(db));
  const userId = requireIdentity(request).uid;
  const requestHash = requestHashOf(request, userId);
  const answer = await inTransaction(db, async (trx) => {
    if (await claimIdempotencyKey(trx, userId, key, requestHash)) {
      const body = await work(trx);
      await storeAnswer(trx, userId, key, { statusCode, body });
      return { statusCode, body, replayed: false };
    }
    const earlier = await findStoredAnswer(trx, userId, key);
    // Claimed and gone again: only the retention job deletes keys, and only day-old ones.
    if (!earlier) throw new AppError(ErrorCode.conflict, { retryAfterSeconds: 1 });
    if (earlier.requestHash !== requestHash) throw new AppError(ErrorCode.idempotencyKeyReused);
    return { statusCode: earlier.statusCode, body: earlier.body, replayed: true };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
