import type { ManagedUser } from '@studio/domain/users-contract';
import type { Kysely } from 'kysely';
import type { KeysetPage } from '../../db/keyset-page.ts';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { presentManagedUser } from './present-user.ts';
import { listUsers as listUserRows } from './users.repo.ts';

/** Accounts for the global admin, newest first; guests are left out. */
export async function listUsers(
  db: Kysely<Database>,
  query: { search?: string | undefined } & KeysetPage,
): Promise<{ users: ManagedUser[]; count: MatchCount; nextCursor: string | undefined }> {
  const { users, count, nextCursor } = await listUserRows(db, query);
  return { users: users.map(presentManagedUser), count, nextCursor };
}
