import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from './users.repo.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account the global admin manages; guests and unknown or malformed ids are 9404. */
export async function findManagedUser(db: Kysely<Database>, uid: string): Promise<UserRow> {
  const user = uuidPattern.test(uid) ? await findUserById(db, uid) : undefined;
  if (!user || user.guest) throw new AppError(9404);
  return user;
}
