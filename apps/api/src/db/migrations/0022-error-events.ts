import { type Kysely, sql } from 'kysely';

// Error reports from the web app (through the tunnel) and the API's own 5xx, kept when no
// SENTRY_DSN is configured. The Errors screen groups them by message.
const statements = [
  sql`CREATE TABLE error_events (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    source text NOT NULL CHECK (source IN ('web', 'api')),
    message text NOT NULL,
    exception_type text,
    exception_value text,
    level text NOT NULL,
    release text,
    url text,
    user_agent text,
    error_code integer,
    occurred_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX error_events_message_idx ON error_events (message, received_at DESC)`,
  sql`CREATE INDEX error_events_received_at_idx ON error_events (received_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
