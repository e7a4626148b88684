import type { EmailOnlyRequest } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { consumeRateLimit, type RateLimit, rateLimitBucket } from '../../http/rate-limits.ts';
import { type AccountMail, sendPasswordResetMail } from './account-mails.ts';
import { issueLinkToken } from './link-tokens.ts';
import { findUserByEmail } from './users.repo.ts';

/**
 * A mail with a password-reset link for an enabled account. Unknown and disabled addresses get
 * the same silent answer, so the caller learns nothing about accounts.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  mail: AccountMail,
  limit: RateLimit,
  input: EmailOnlyRequest,
): Promise<void> {
  await consumeRateLimit(db, rateLimitBucket('reset-mail', input.email), limit);
  const user = await findUserByEmail(db, input.email);
  if (!user || user.disabled) return;
  const token = await issueLinkToken(db, user.id, 'reset_password');
  await sendPasswordResetMail(mail, user, token);
}
