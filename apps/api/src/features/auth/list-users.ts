import type { ManagedUser } from '@studio/domain/users-contract';
import type { Kysely } from 'kysely';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { presentManagedUser } from './present-user.ts';
import { listUsers as listUserRows } from './users.repo.ts';

/** Accounts for the global admin, newest first; guests are left out. */
export async function listUsers(
  db: Kysely<Database>,
  query: { search?: string | undefined; limit: number; offset: number },
): Promise<{ users: ManagedUser[]; count: MatchCount }> {
  const { users, count } = await listUserRows(db, query);
  return { users: users.map(presentManagedUser), count };
}
