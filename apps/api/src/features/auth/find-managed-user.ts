import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from './users.repo.ts';

/** An account the global admin manages; guests and unknown or malformed ids are 9404. */
export async function findManagedUser(db: Kysely<Database>, uid: string): Promise<UserRow> {
  const user = await findUserById(db, uid);
  if (!user || user.guest) throw new AppError(ErrorCode.notFound);
  return user;
}
