import type { LoginRequest, LoginResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import type { SessionTokens } from '../../http/session-tokens.ts';
import { acceptAttempt, countAttempt, forgetAttempts } from './attempt-limits.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { presentSessionUser } from './present-user.ts';
import { findUserByEmail, recordLogin } from './users.repo.ts';

export interface LoginAttempt {
  /** The client's address, for the per-IP limits. */
  ip: string;
  limits: Pick<RateLimits, 'loginPerEmail' | 'loginPerEmailAndIp' | 'loginPerIp'>;
}

/** After a password reset: failed logins on the email, and those of the resetting client, are forgotten. */
export function forgetFailedLogins(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  return forgetAttempts(db, 'login', email, ip);
}

export async function logIn(
  db: Kysely<Database>,
  tokens: SessionTokens,
  input: LoginRequest,
  attempt: LoginAttempt,
): Promise<LoginResponse> {
  // Only failures use the limits up: a successful login takes its count back.
  const counted = await countAttempt(db, 'login', input.email, attempt.ip, {
    perEmailAndIp: attempt.limits.loginPerEmailAndIp,
    perIp: attempt.limits.loginPerIp,
    perEmail: attempt.limits.loginPerEmail,
  });

  const user = await findUserByEmail(db, input.email);
  // An unknown email costs a password check too and gets the same answer as a wrong password.
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user?.password_hash || !passwordMatches) throw new AppError(ErrorCode.wrongCredentials);
  if (user.disabled) throw new AppError(ErrorCode.accountDisabled);

  await acceptAttempt(db, counted);
  await recordLogin(db, user.id, new Date());
  const token = await tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: user.shop_id,
    generation: user.session_generation,
  });
  return { token, user: presentSessionUser(user) };
}
