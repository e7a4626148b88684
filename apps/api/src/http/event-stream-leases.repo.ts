// The event streams each user holds open, shared by every API instance (migration 0051).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * A lease for one more stream of the user, or null while they hold `max` live ones. Leases not
 * renewed for `staleSeconds` (their process died) are dropped first. Openings by one user take
 * turns on the user's row, so simultaneous ones cannot both take the last place.
 */
export async function takeEventStreamLease(
  db: Kysely<Database>,
  userId: string,
  limits: { max: number; staleSeconds: number },
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx
      .deleteFrom('event_stream_leases')
      .where('user_id', '=', userId)
      .where('renewed_at', '<', sql<Date>`now() - make_interval(secs => ${limits.staleSeconds})`)
      .execute();
    const { open } = await trx
      .selectFrom('event_stream_leases')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (open >= limits.max) return null;
    const lease = await trx
      .insertInto('event_stream_leases')
      .values({ user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return lease.id;
  });
}

/** Keeps the running streams' leases counted in one statement; the ids of those still held. */
export async function renewEventStreamLeases(
  db: Kysely<Database>,
  leaseIds: readonly string[],
): Promise<Set<string>> {
  if (leaseIds.length === 0) return new Set();
  const renewed = await db
    .updateTable('event_stream_leases')
    .set({ renewed_at: sql<Date>`now()` })
    .where('id', 'in', [...leaseIds])
    .returning('id')
    .execute();
  return new Set(renewed.map((row) => row.id));
}

export async function endEventStreamLease(db: Kysely<Database>, leaseId: string): Promise<void> {
  await db.deleteFrom('event_stream_leases').where('id', '=', leaseId).execute();
}
