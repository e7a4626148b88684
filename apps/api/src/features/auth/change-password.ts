import type { ChangePasswordRequest, OkResponse } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserById, updateUser } from './users.repo.ts';

/** The signed-in user's new password, given the current one (1100 when it is wrong). */
export async function changePassword(
  db: Kysely<Database>,
  identity: Identity,
  input: ChangePasswordRequest,
): Promise<OkResponse> {
  if (identity.guest) throw new AppError(9403);
  const user = await findUserById(db, identity.uid);
  if (!user) throw new AppError(9401);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError(1100);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    // Reset links mailed before the change must not undo it.
    await revokeAuthTokens(trx, user.id, 'reset_password');
  });
  return { ok: true };
}
