import type { OkResponse, ResetPasswordRequest } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { checkLinkToken, useLinkToken } from './link-tokens.ts';
import { forgetFailedLogins } from './log-in.ts';
import { hashPassword } from './passwords.ts';
import { findUserById, signOutEverySession, updateUser } from './users.repo.ts';

/**
 * Sets a new password with a reset token. The token and every other outstanding reset token of
 * the account are used up; the mailed link proves the address, so the email counts as verified.
 * Every session ends: whoever knew the old password may hold one.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: ResetPasswordRequest,
  ip: string,
): Promise<OkResponse> {
  // A cheap look first, so that unknown tokens do not cost a password hash.
  await checkLinkToken(db, input.token, 'reset_password');
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction().execute(async (trx) => {
    const userId = await useLinkToken(trx, input.token, 'reset_password');
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError(ErrorCode.notFound);
    if (user.disabled) throw new AppError(ErrorCode.accountDisabled);
    await updateUser(trx, userId, { password_hash: passwordHash, email_verified: true });
    await revokeAuthTokens(trx, userId, 'reset_password');
    await signOutEverySession(trx, userId);
    return user.email;
  });
  // Failed logins before the reset no longer hold the account or the resetting device up.
  await forgetFailedLogins(db, email, ip);
  return { ok: true };
}
