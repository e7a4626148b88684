import type { EmailOnlyRequest } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { consumeRateLimit, type RateLimit, rateLimitBucket } from '../../http/rate-limits.ts';
import { type AccountMail, sendVerificationMail } from './account-mails.ts';
import { issueLinkToken } from './link-tokens.ts';
import { findUserByEmail } from './users.repo.ts';

/**
 * A new verification mail for an unverified, enabled account. Unknown, verified and disabled
 * addresses get the same silent answer, so the caller learns nothing about accounts.
 */
export async function resendVerification(
  db: Kysely<Database>,
  mail: AccountMail,
  limit: RateLimit,
  input: EmailOnlyRequest,
): Promise<void> {
  await consumeRateLimit(db, rateLimitBucket('verify-mail', input.email), limit);
  const user = await findUserByEmail(db, input.email);
  if (!user || user.email_verified || user.disabled) return;
  const token = await issueLinkToken(db, user.id, 'verify_email');
  await sendVerificationMail(mail, user, token);
}
