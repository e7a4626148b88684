import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser } from './users.repo.ts';

/** ADMIN_EMAIL / ADMIN_PASSWORD: creates that global admin unless a user with the email exists. */
export async function ensureGlobalAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<boolean> {
  if (await findUserByEmail(db, email)) return false;
  await insertUser(db, {
    id: randomUUID(),
    email,
    name: 'Admin',
    password_hash: await hashPassword(password),
    role: 'globalAdmin',
    email_verified: true,
  });
  return true;
}
