import type { SessionUser } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentSessionUser } from './present-user.ts';
import { findUserById } from './users.repo.ts';

/** GET me: the signed-in account as the session shows it (gone meanwhile: 9401). */
export async function showCurrentAccount(db: Kysely<Database>, uid: string): Promise<SessionUser> {
  const user = await findUserById(db, uid);
  if (!user) throw new AppError(ErrorCode.signInRequired);
  return presentSessionUser(user);
}
