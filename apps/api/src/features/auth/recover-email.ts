import type { RecoverEmailRequest, RecoverEmailResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { useRecoverEmailToken } from './link-tokens.ts';
import { isEmailTaken, signOutEverySession, updateUser } from './users.repo.ts';

function emailTaken(cause?: unknown): AppError {
  return new AppError(ErrorCode.conflict, { problems: { email: 'emailTaken' }, cause });
}

/**
 * The old address takes the account back after an email change: the address returns (verified,
 * since the link reached it), every session is signed out, and the password is dropped, because
 * whoever changed the address may know it; a reset link to the restored address sets a new one.
 * Every other outstanding link of the account stops working, including those of later changes.
 */
export async function recoverEmail(
  db: Kysely<Database>,
  input: RecoverEmailRequest,
): Promise<RecoverEmailResponse> {
  return db
    .transaction()
    .execute(async (trx) => {
      const { userId, email } = await useRecoverEmailToken(trx, input.token);
      if (await isEmailTaken(trx, email, userId)) throw emailTaken();
      const restored = await updateUser(trx, userId, {
        email,
        email_verified: true,
        password_hash: null,
      });
      await signOutEverySession(trx, userId);
      for (const purpose of ['verify_email', 'reset_password', 'recover_email'] as const) {
        await revokeAuthTokens(trx, userId, purpose);
      }
      return { email: restored.email };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken(error) : error;
    });
}
