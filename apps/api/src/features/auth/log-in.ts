import type { LoginRequest, LoginResponse } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { presentSessionUser } from './present-user.ts';
import type { SessionTokens } from './session-tokens.ts';
import { findUserByEmail, recordLogin } from './users.repo.ts';

export async function logIn(
  db: Kysely<Database>,
  tokens: SessionTokens,
  input: LoginRequest,
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, input.email);
  // An unknown email costs a password check too and gets the same answer as a wrong password.
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user?.password_hash || !passwordMatches) throw new AppError(1100);
  if (user.disabled) throw new AppError(1101);

  await recordLogin(db, user.id, new Date());
  const token = await tokens.sign({ uid: user.id, role: user.role, shopId: user.shop_id });
  return { token, user: presentSessionUser(user) };
}
