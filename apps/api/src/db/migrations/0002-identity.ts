import { type Kysely, sql } from 'kysely';

const statements = [
  // Every mail the platform sends: written here first, then delivered over SMTP when configured
  // (sent_at set), otherwise it stays here for the log and the global admin to read.
  sql`CREATE TABLE mail_outbox (
    id uuid PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    locale text NOT NULL DEFAULT 'de',
    kind text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    last_error text
  )`,
  sql`CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC)`,
  sql`CREATE INDEX mail_outbox_to_address_idx ON mail_outbox (lower(to_address))`,
  // Single-use tokens of mailed links. Only the SHA-256 of a token is stored.
  sql`CREATE TABLE auth_tokens (
    token_hash text PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  sql`CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose)`,
  sql`CREATE INDEX auth_tokens_expires_at_idx ON auth_tokens (expires_at)`,
  // Fixed-window attempt counters (login, mail requests), shared by every API instance.
  sql`CREATE TABLE rate_limit_counters (
    bucket text PRIMARY KEY,
    window_started_at timestamptz NOT NULL,
    hits integer NOT NULL
  )`,
  sql`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_started_at)`,
  // When the user agreed to data storage and the privacy policy at registration.
  sql`ALTER TABLE users ADD COLUMN privacy_consent_at timestamptz`,
  sql`CREATE INDEX users_created_at_idx ON users (created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
