import type { ChangeEmailRequest, SessionUser } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Backoff } from '../../http/failure-backoff.ts';
import type { Identity } from '../../http/identity.ts';
import { type AccountMail, sendEmailChangedNotice, sendVerificationMail } from './account-mails.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { issueLinkToken, issueRecoverEmailToken } from './link-tokens.ts';
import { presentSessionUser } from './present-user.ts';
import { findUserById, isEmailTaken, updateUser } from './users.repo.ts';

function emailTaken(cause?: unknown): AppError {
  return new AppError(ErrorCode.conflict, { problems: { newEmail: 'emailTaken' }, cause });
}

/**
 * Moves the signed-in account to a new email, given its password (1100 when wrong). The new
 * address is unverified until its link is used; the old address is told about the change and
 * gets a link that undoes it.
 */
export async function changeEmail(
  db: Kysely<Database>,
  mail: AccountMail,
  identity: Identity,
  input: ChangeEmailRequest,
  passwordCheckLimit: Backoff,
): Promise<SessionUser> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const user = await findUserById(db, identity.uid);
  if (!user) throw new AppError(ErrorCode.signInRequired);
  await checkCurrentPassword(db, user, input.password, passwordCheckLimit);
  if (user.email.toLowerCase() === input.newEmail.toLowerCase()) return presentSessionUser(user);

  const { updated, token, recoverToken } = await db
    .transaction()
    .execute(async (trx) => {
      if (await isEmailTaken(trx, input.newEmail, user.id)) throw emailTaken();
      const updated = await updateUser(trx, user.id, { email: input.newEmail, email_verified: false });
      await revokeAuthTokens(trx, user.id, 'verify_email');
      await revokeAuthTokens(trx, user.id, 'reset_password');
      return {
        updated,
        token: await issueLinkToken(trx, user.id, 'verify_email'),
        recoverToken: await issueRecoverEmailToken(trx, user.id, user.email),
      };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken(error) : error;
    });

  await sendVerificationMail(mail, updated, token);
  await sendEmailChangedNotice(mail, user, updated.email, recoverToken);
  return presentSessionUser(updated);
}
