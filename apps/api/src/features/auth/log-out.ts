import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity, SessionToken } from '../../http/identity.ts';
import { deleteExpiredEndedSessionTokens, insertEndedSessionToken } from './ended-session-tokens.repo.ts';

/**
 * Ends the caller's token, and only that one: the account's other devices stay signed in. The
 * token's id is kept until the token would have expired anyway; expired ones are dropped here.
 */
export async function logOut(db: Kysely<Database>, identity: Identity, token: SessionToken): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteExpiredEndedSessionTokens(trx, new Date());
    await insertEndedSessionToken(trx, identity.uid, token);
  });
}
