import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accountContactKeys, type PersonScope } from './personal-data.repo.ts';

/** An account's scope everywhere: the account, its email and what studios know it by. */
export async function accountScope(
  db: Kysely<Database>,
  userId: string,
  email: string,
): Promise<PersonScope> {
  const known = await accountContactKeys(db, userId);
  return {
    shopId: null,
    userIds: [userId],
    emails: [...new Set([email.toLowerCase(), ...known.emails])],
    phoneKeys: known.phoneKeys,
    clientIds: [],
  };
}
