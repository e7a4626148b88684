// The one way to run a transaction. PostgreSQL may end one with a serialization failure (40001) or
// choose it as the victim of a deadlock (40P01); both mean "nothing happened, try again", so the
// work runs again a few times before the failure reaches the caller. The work must therefore have
// no effects outside the database. Work started inside a transaction already (a use case run
// within an Idempotency-Key's transaction, http/idempotent-answer.ts) joins it: the outer one
// commits, rolls back and retries the whole.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import { isRetryableTransactionFailure } from './errors.ts';
import type { Database } from './schema.ts';

const attempts = 4;

export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionFailure(error)) throw error;
      // Spread the retries so that the same transactions do not collide again at once.
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
