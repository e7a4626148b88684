import type { ChangePasswordRequest, ChangePasswordResponse } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionTokens } from './session-tokens.ts';
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
): Promise<ChangePasswordResponse> {
  if (identity.guest) throw new AppError(9403);
  const user = await findUserById(db, identity.uid);
  if (!user) throw new AppError(9401);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError(1100);
  }
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
