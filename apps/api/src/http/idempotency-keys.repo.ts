// The Idempotency-Keys of money-moving requests: one row per caller and key (migration 0060).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/**
 * Claims the caller's key for this request inside the caller's transaction. False when the key
 * was claimed before: on PostgreSQL a simultaneous claim waits here until the first transaction
 * ends, and finds the key taken only if that transaction committed.
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  userId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash, status_code: null, answer: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The answer kept for a key that was used before (committed, so it has its answer). */
export async function findStoredAnswer(
  trx: Kysely<Database>,
  userId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const row = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'answer'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status_code === null) return undefined;
  return { requestHash: row.request_hash, statusCode: row.status_code, body: row.answer };
}

/** Writes the answer of a claimed key, in the transaction of the request's effect. */
export async function storeAnswer(
  trx: Kysely<Database>,
  userId: string,
  key: string,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, answer: JSON.stringify(answer.body ?? null) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Forgets keys used before `before`, a batch at a time; answers how many went. */
export async function deleteIdempotencyKeysBefore(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb(
        eb.refTuple('user_id', 'key'),
        'in',
        eb
          .selectFrom('idempotency_keys')
          .select(['user_id', 'key'])
          .where('created_at', '<', before)
          .limit(limit)
          .$asTuple('user_id', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
