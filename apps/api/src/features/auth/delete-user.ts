import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findManagedUser } from './find-managed-user.ts';
import { deleteUser as deleteUserRow } from './users.repo.ts';

/** The global admin deletes an account, never its own (9409). */
export async function deleteUser(db: Kysely<Database>, admin: Identity, uid: string): Promise<void> {
  const user = await findManagedUser(db, uid);
  if (user.id === admin.uid) throw new AppError(ErrorCode.conflict);
  await deleteUserRow(db, user.id);
}
