// The name a voucher's log shows for an account.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findUserById } from '../auth/auth.public.ts';

export async function findUserName(db: Kysely<Database>, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user ? user.name || user.email : null;
}
