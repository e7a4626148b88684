import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AccountMail, sendPasswordResetMail } from './account-mails.ts';
import { findManagedUser } from './find-managed-user.ts';
import { issueLinkToken } from './link-tokens.ts';

/** The global admin mails an account a password-reset link; a disabled account gets none (9409). */
export async function sendPasswordReset(db: Kysely<Database>, mail: AccountMail, uid: string): Promise<void> {
  const user = await findManagedUser(db, uid);
  if (user.disabled) throw new AppError(ErrorCode.conflict);
  const token = await issueLinkToken(db, user.id, 'reset_password');
  await sendPasswordResetMail(mail, user, token);
}
