import { type Kysely, sql } from 'kysely';

const statements = [
  // Failed attempts with growing waits (sign-in, password checks, account mails), shared by every
  // API instance. Like rate_limit_counters, a bucket names a hashed key, never an email or IP in clear.
  sql`CREATE TABLE rate_limit_backoffs (
    bucket text PRIMARY KEY,
    failures integer NOT NULL,
    last_failure_at timestamptz NOT NULL,
    blocked_until timestamptz
  )`,
  sql`CREATE INDEX rate_limit_backoffs_last_failure_idx ON rate_limit_backoffs (last_failure_at)`,
  // Session tokens ended before they expire (sign-out), by their jti; kept until they would expire.
  sql`CREATE TABLE ended_session_tokens (
    jti text PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`,
  sql`CREATE INDEX ended_session_tokens_expires_at_idx ON ended_session_tokens (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
