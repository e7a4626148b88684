import type { EmailOnlyRequest } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AccountMailRequest, countAccountMailRequest } from './account-mail-limits.ts';
import { type AccountMail, sendVerificationMail } from './account-mails.ts';
import { issueLinkToken } from './link-tokens.ts';
import { findUserByEmail } from './users.repo.ts';

/**
 * A new verification mail for an unverified, enabled account. Unknown, verified and disabled
 * addresses get the same silent answer, in the same time: the lookup and the mail happen after
 * the answer.
 */
export async function resendVerification(
  db: Kysely<Database>,
  mail: AccountMail,
  request: AccountMailRequest,
  input: EmailOnlyRequest,
): Promise<void> {
  await countAccountMailRequest(db, 'verify-mail', input.email, request);
  mail.mailer.sendLater(async () => {
    const user = await findUserByEmail(db, input.email);
    if (!user || user.email_verified || user.disabled) return;
    const token = await issueLinkToken(db, user.id, 'verify_email');
    await sendVerificationMail(mail, user, token);
  }, request.answered);
}
