import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '@studio/domain/auth-contract';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { consumeRateLimit, type RateLimit, rateLimitBucket } from '../../http/rate-limits.ts';
import { type AccountMail, sendAlreadyRegisteredNotice, sendVerificationMail } from './account-mails.ts';
import { issueLinkToken } from './link-tokens.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser, isEmailTaken } from './users.repo.ts';

export interface RegistrationRequest {
  ip: string;
  locale: Locale;
  /** Registrations per client IP. */
  limit: RateLimit;
  /** Settles once the answer is out; the mail waits for it. */
  answered: Promise<void>;
}

/**
 * A new appUser account with an unverified email, and a mail with its verification link. An
 * address that already has an account gets the same answer, so registering reveals no accounts;
 * its owner is told by mail instead and the account stays as it was.
 */
export async function registerAccount(
  db: Kysely<Database>,
  mail: AccountMail,
  input: RegisterRequest,
  request: RegistrationRequest,
): Promise<RegisterResponse> {
  await consumeRateLimit(db, rateLimitBucket('register-ip', request.ip), request.limit);
  const locale = input.locale ?? request.locale;
  // Hashed either way, so a known address answers as slowly as a new one.
  const passwordHash = await hashPassword(input.password);
  const uid = randomUUID();
  const created = await db
    .transaction()
    .execute(async (trx) => {
      if (await isEmailTaken(trx, input.email)) return undefined;
      const user = await insertUser(trx, {
        id: uid,
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
        role: 'appUser',
        email_verified: false,
        locale,
        privacy_consent_at: new Date(),
      });
      return { user, token: await issueLinkToken(trx, user.id, 'verify_email') };
    })
    .catch((error: unknown) => {
      // A simultaneous registration of the address won.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });

  mail.mailer.sendLater(async () => {
    if (created) return sendVerificationMail(mail, created.user, created.token);
    const owner = await findUserByEmail(db, input.email);
    if (owner && !owner.disabled) await sendAlreadyRegisteredNotice(mail, owner);
  }, request.answered);
  return { uid, email: input.email, emailVerified: false };
}
