// Single-use tokens of mailed links: 256 random bits, handed out once, stored only as SHA-256.

import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { AuthTokenPurpose, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeAuthToken, findUsableAuthToken, insertAuthToken } from './auth-tokens.repo.ts';

export const linkTokenLifetimeSeconds: Record<AuthTokenPurpose, number> = {
  verify_email: 48 * 60 * 60,
  reset_password: 60 * 60,
  // Someone else may have changed the address; its owner may notice only days later.
  recover_email: 7 * 24 * 60 * 60,
};

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token for the user and returns it; only its hash is kept. */
export async function issueLinkToken(
  db: Kysely<Database>,
  userId: string,
  purpose: Exclude<AuthTokenPurpose, 'recover_email'>,
): Promise<string> {
  return insertLinkToken(db, userId, purpose);
}

/** A link for the old address of an email change, that puts that address back. */
export function issueRecoverEmailToken(
  db: Kysely<Database>,
  userId: string,
  oldEmail: string,
): Promise<string> {
  return insertLinkToken(db, userId, 'recover_email', oldEmail);
}

async function insertLinkToken(
  db: Kysely<Database>,
  userId: string,
  purpose: AuthTokenPurpose,
  email?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAuthToken(db, {
    tokenHash: hashLinkToken(token),
    userId,
    purpose,
    lifetimeSeconds: linkTokenLifetimeSeconds[purpose],
    email,
  });
  return token;
}

function invalidLink(): AppError {
  return new AppError(ErrorCode.invalidInput, { problems: { token: 'linkInvalid' } });
}

/** The token's user if the token can still be used; 9400 on `token` otherwise. */
export async function checkLinkToken(
  db: Kysely<Database>,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<string> {
  const userId = await findUsableAuthToken(db, hashLinkToken(token), purpose);
  if (!userId) throw invalidLink();
  return userId;
}

/** Uses the token up and returns its user; 9400 on `token` when it is unknown, used or expired. */
export async function useLinkToken(
  db: Kysely<Database>,
  token: string,
  purpose: Exclude<AuthTokenPurpose, 'recover_email'>,
): Promise<string> {
  const used = await consumeAuthToken(db, hashLinkToken(token), purpose);
  if (!used) throw invalidLink();
  return used.userId;
}

/** Uses up a recover-email token: its user and the address to restore; 9400 on `token` otherwise. */
export async function useRecoverEmailToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: string; email: string }> {
  const used = await consumeAuthToken(db, hashLinkToken(token), 'recover_email');
  if (!used?.email) throw new AppError(ErrorCode.invalidInput, { problems: { token: 'recoverLinkInvalid' } });
  return { userId: used.userId, email: used.email };
}
