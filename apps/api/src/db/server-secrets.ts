// Secrets the server generates for itself, kept in the database (migration 0050) so that every
// process and instance on it agrees. The first to start writes the secret; the rest read that one.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type ServerSecretName = 'jwt-secret' | 'vapid-keys' | 'refill-unsubscribe-key';

/**
 * The secret stored under `name`, created from `createValue` (a new random one, or one carried over
 * from an older installation) if there is none yet. Race-safe: of instances starting at once, one
 * insert wins (the others' conflict waits for it and does nothing) and all read back the winner's.
 */
export async function storedServerSecret(
  db: Kysely<Database>,
  name: ServerSecretName,
  createValue: () => Promise<string>,
): Promise<string> {
  const existing = await findServerSecret(db, name);
  if (existing !== undefined) return existing;
  const inserted = await db
    .insertInto('server_secrets')
    .values({ name, value: await createValue() })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('value')
    .executeTakeFirst();
  if (inserted) return inserted.value;
  const winner = await findServerSecret(db, name);
  if (winner === undefined) throw new Error(`the server secret ${name} was neither written nor found`);
  return winner;
}

async function findServerSecret(db: Kysely<Database>, name: ServerSecretName): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}
