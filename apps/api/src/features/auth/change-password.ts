import type { ChangePasswordRequest, ChangePasswordResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Backoff } from '../../http/failure-backoff.ts';
import type { Identity } from '../../http/identity.ts';
import type { SessionTokens } from '../../http/session-tokens.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { hashPassword } from './passwords.ts';
import { findUserById, signOutEverySession, updateUser } from './users.repo.ts';

/**
 * The signed-in user's new password, given the current one (1100 when it is wrong). Sessions on
 * other devices end, since whoever knew the old password may hold one; this one gets a new token.
 */
export async function changePassword(
  db: Kysely<Database>,
  tokens: SessionTokens,
  identity: Identity,
  input: ChangePasswordRequest,
  passwordCheckLimit: Backoff,
): Promise<ChangePasswordResponse> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const user = await findUserById(db, identity.uid);
  if (!user) throw new AppError(ErrorCode.signInRequired);
  await checkCurrentPassword(db, user, input.currentPassword, passwordCheckLimit);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    // Reset links mailed before the change must not undo it.
    await revokeAuthTokens(trx, user.id, 'reset_password');
    return signOutEverySession(trx, user.id);
  });
  const token = await tokens.sign({
    uid: updated.id,
    role: updated.role,
    shopId: updated.shop_id,
    generation: updated.session_generation,
  });
  return { ok: true, token };
}
