import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionTokens } from '../../http/session-tokens.ts';
import type { OidcIdentity } from './oidc-provider.ts';
import { presentSessionUser } from './present-user.ts';
import { findUserByEmail, insertUser, recordLogin, updateUser } from './users.repo.ts';

const emailSchema = z.email().max(254);
const nameLimit = 100;

function clip(value: string | undefined): string | null {
  return value ? value.slice(0, nameLimit) : null;
}

/** An account is created automatically on first sign-in: an appUser without a password. */
async function createAccount(
  db: Kysely<Database>,
  email: string,
  identity: OidcIdentity,
  locale: Locale,
): Promise<UserRow> {
  const firstName = clip(identity.givenName);
  const lastName = clip(identity.familyName);
  const name = clip(identity.name) ?? [firstName, lastName].filter(Boolean).join(' ');
  try {
    return await insertUser(db, {
      id: randomUUID(),
      email,
      name,
      first_name: firstName,
      last_name: lastName,
      role: 'appUser',
      email_verified: true,
      locale,
    });
  } catch (error) {
    // The same person finished a second sign-in at the same moment: use the account it made.
    const existing = isUniqueViolation(error) ? await findUserByEmail(db, email) : undefined;
    if (!existing) throw error;
    return existing;
  }
}

/**
 * The provider has proven the address now. A password chosen before anyone proved it may belong
 * to someone who registered another person's address in advance, so it is dropped (a reset sets one).
 */
function confirmAddress(db: Kysely<Database>, user: UserRow): Promise<UserRow> {
  return updateUser(db, user.id, { email_verified: true, password_hash: null });
}

/**
 * Signs in the account with the provider's verified email address, creating it on first use.
 * No email: 9400; unverified email: 1102; disabled account: 1101.
 */
export async function signInWithOidc(
  db: Kysely<Database>,
  tokens: SessionTokens,
  identity: OidcIdentity,
  locale: Locale,
): Promise<LoginResponse> {
  const email = emailSchema.safeParse(identity.email);
  if (!email.success) throw new AppError(ErrorCode.invalidInput, { problems: { email: 'email' } });
  if (!identity.emailVerified) throw new AppError(ErrorCode.emailNotVerified);

  let user =
    (await findUserByEmail(db, email.data)) ?? (await createAccount(db, email.data, identity, locale));
  if (user.disabled) throw new AppError(ErrorCode.accountDisabled);
  if (!user.email_verified) user = await confirmAddress(db, user);

  await recordLogin(db, user.id, new Date());
  const token = await tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: user.shop_id,
    generation: user.session_generation,
  });
  return { token, user: presentSessionUser(user) };
}
