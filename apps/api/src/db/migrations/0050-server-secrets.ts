import { type Kysely, sql } from 'kysely';

// Secrets the server generates for itself when none is configured (the session signing secret, the
// Web Push key pair): kept in the database, not in DATA_DIR, so that every API process and every
// instance on the same database signs and verifies with the same one. Written once per name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
