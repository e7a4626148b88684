import { type Kysely, sql } from 'kysely';
import type { AuthTokenPurpose, Database } from '../../db/schema.ts';

export async function insertAuthToken(
  db: Kysely<Database>,
  token: {
    tokenHash: string;
    userId: string;
    purpose: AuthTokenPurpose;
    lifetimeSeconds: number;
    email?: string | undefined;
  },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email ?? null,
      expires_at: sql<Date>`now() + make_interval(secs => ${token.lifetimeSeconds})`,
    })
    .execute();
}

/** The user of an unused, unexpired token, without using it up. */
export async function findUsableAuthToken(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Marks an unused, unexpired token used and returns its user (and address, for recover_email);
 * one atomic statement, so only one caller wins.
 */
export async function consumeAuthToken(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<{ userId: string; email: string | null } | undefined> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email };
}

/** Uses up every outstanding token of a user for a purpose (after a reset or an email change). */
export async function revokeAuthTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
