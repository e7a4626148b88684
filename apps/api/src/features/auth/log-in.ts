import type { LoginRequest, LoginResponse } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  consumeRateLimit,
  type RateLimits,
  rateLimitBucket,
  refundRateLimit,
} from '../../http/rate-limits.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { presentSessionUser } from './present-user.ts';
import type { SessionTokens } from './session-tokens.ts';
import { findUserByEmail, recordLogin } from './users.repo.ts';

export interface LoginAttempt {
  /** The client's address, for the per-IP limit. */
  ip: string;
  limits: Pick<RateLimits, 'loginPerEmail' | 'loginPerIp'>;
}

/** The rate-limit bucket of failed logins for an email address. */
export function loginEmailBucket(email: string): string {
  return rateLimitBucket('login-email', email);
}

export async function logIn(
  db: Kysely<Database>,
  tokens: SessionTokens,
  input: LoginRequest,
  attempt: LoginAttempt,
): Promise<LoginResponse> {
  // Every attempt is counted first (atomically, so parallel guesses cannot slip through); a
  // successful login takes its count back, so only failures use up the limits.
  const ipBucket = rateLimitBucket('login-ip', attempt.ip);
  const emailBucket = loginEmailBucket(input.email);
  await consumeRateLimit(db, ipBucket, attempt.limits.loginPerIp);
  await consumeRateLimit(db, emailBucket, attempt.limits.loginPerEmail);

  const user = await findUserByEmail(db, input.email);
  // An unknown email costs a password check too and gets the same answer as a wrong password.
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user?.password_hash || !passwordMatches) throw new AppError(1100);
  if (user.disabled) throw new AppError(1101);

  await refundRateLimit(db, ipBucket);
  await refundRateLimit(db, emailBucket);
  await recordLogin(db, user.id, new Date());
  const token = await tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: user.shop_id,
    generation: user.session_generation,
  });
  return { token, user: presentSessionUser(user) };
}
