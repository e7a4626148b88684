import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
