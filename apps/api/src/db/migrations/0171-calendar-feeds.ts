import { type Kysely, sql } from 'kysely';

// Calendar subscriptions: a secret address per team member or for the whole studio, which calendar
// apps fetch without signing in. Only the token's hash is kept (the address is shown once, when it
// is made); revoking deletes the row, so the address answers 404 at once.
const statements = [
  sql`CREATE TABLE calendar_feeds (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    team_member_id uuid REFERENCES team_members (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX calendar_feeds_shop ON calendar_feeds (shop_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
