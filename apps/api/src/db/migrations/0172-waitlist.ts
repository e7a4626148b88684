import { type Kysely, sql } from 'kysely';

// The waitlist: a customer who found no suitable time names treatments and a range; when a time in
// that range is free (a cancellation, a move, new hours), the waitlisted are told in the order they
// joined. An entry is told once (notified) and ends with its range (expired).
const statements = [
  sql`CREATE TABLE waitlist_entries (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    treatment_ids uuid[] NOT NULL CHECK (cardinality(treatment_ids) BETWEEN 1 AND 10),
    from_at timestamptz NOT NULL,
    to_at timestamptz NOT NULL CHECK (to_at > from_at),
    customer_name text NOT NULL,
    customer_email text NOT NULL,
    customer_phone text,
    locale text NOT NULL DEFAULT 'de',
    status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'notified', 'expired')),
    notified_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX waitlist_entries_waiting ON waitlist_entries (created_at) WHERE status = 'waiting'`,
  sql`CREATE INDEX waitlist_entries_shop ON waitlist_entries (shop_id, created_at)`,
  sql`CREATE INDEX waitlist_entries_user ON waitlist_entries (user_id) WHERE user_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
