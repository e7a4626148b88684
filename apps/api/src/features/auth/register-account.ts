import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '@studio/domain/auth-contract';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AccountMail, sendVerificationMail } from './account-mails.ts';
import { issueLinkToken } from './link-tokens.ts';
import { hashPassword } from './passwords.ts';
import { insertUser, isEmailTaken } from './users.repo.ts';

function emailTaken(cause?: unknown): AppError {
  return new AppError(9409, { problems: { email: 'emailTaken' }, cause });
}

/**
 * A new appUser account with an unverified email, and a mail with its verification link.
 * An email that is already registered answers 9409 (registration may reveal that an account exists).
 */
export async function registerAccount(
  db: Kysely<Database>,
  mail: AccountMail,
  input: RegisterRequest,
  requestLocale: Locale,
): Promise<RegisterResponse> {
  const locale = input.locale ?? requestLocale;
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await db
    .transaction()
    .execute(async (trx) => {
      if (await isEmailTaken(trx, input.email)) throw emailTaken();
      const user = await insertUser(trx, {
        id: randomUUID(),
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
      throw isUniqueViolation(error) ? emailTaken(error) : error;
    });

  await sendVerificationMail(mail, user, token);
  return { uid: user.id, email: user.email, emailVerified: false };
}
