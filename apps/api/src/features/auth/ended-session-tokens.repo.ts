import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Ends one session token (by its jti) until it would have expired anyway. */
export async function insertEndedSessionToken(
  db: Kysely<Database>,
  userId: string,
  token: { id: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('ended_session_tokens')
    .values({ jti: token.id, user_id: userId, expires_at: token.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Forgets ended tokens that have expired: they are refused for their expiry alone. */
export async function deleteExpiredEndedSessionTokens(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('ended_session_tokens').where('expires_at', '<', now).execute();
}
