import { type Kysely, sql } from 'kysely';

// The event streams each user holds open (the order board), counted across every API instance so
// that one token cannot open hundreds. A stream renews its lease while it runs and deletes it when
// it ends; a lease not renewed for a while (its process died) no longer counts and is cleared by the
// next opening. Unlogged like the rate-limit counters: a crash only forgets leases that are gone anyway.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNLOGGED TABLE event_stream_leases (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL,
    renewed_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX event_stream_leases_user_idx ON event_stream_leases (user_id)`.execute(db);
}
