import type { OkResponse, ResetPasswordRequest } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { resetRateLimit } from '../../http/rate-limits.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { checkLinkToken, useLinkToken } from './link-tokens.ts';
import { loginEmailBucket } from './log-in.ts';
import { hashPassword } from './passwords.ts';
import { findUserById, signOutEverySession, updateUser } from './users.repo.ts';

/**
 * Sets a new password with a reset token. The token and every other outstanding reset token of
 * the account are used up; the mailed link proves the address, so the email counts as verified.
 * Every session ends: whoever knew the old password may hold one.
 */
export async function resetPassword(db: Kysely<Database>, input: ResetPasswordRequest): Promise<OkResponse> {
  // A cheap look first, so that unknown tokens do not cost a password hash.
  await checkLinkToken(db, input.token, 'reset_password');
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction().execute(async (trx) => {
    const userId = await useLinkToken(trx, input.token, 'reset_password');
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError(9404);
    if (user.disabled) throw new AppError(1101);
    await updateUser(trx, userId, { password_hash: passwordHash, email_verified: true });
    await revokeAuthTokens(trx, userId, 'reset_password');
    await signOutEverySession(trx, userId);
    return user.email;
  });
  // Failed logins before the reset no longer lock the account out.
  await resetRateLimit(db, loginEmailBucket(email));
  return { ok: true };
}
