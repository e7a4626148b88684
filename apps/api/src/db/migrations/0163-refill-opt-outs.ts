import { type Kysely, sql } from 'kysely';

// A customer who followed the unsubscribe link of a refill reminder gets no more of them from that
// studio (mail or messaging app). Kept by the address the mail went to, in lower case.
const statements = [
  sql`CREATE TABLE refill_opt_outs (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    customer_email text NOT NULL CHECK (customer_email = lower(customer_email)),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shop_id, customer_email)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
