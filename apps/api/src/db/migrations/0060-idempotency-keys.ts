import { type Kysely, sql } from 'kysely';

// One store of Idempotency-Keys for every money-moving POST (orders, checkouts, voucher
// redemptions, their requests and decisions, refunds): the key is the caller's own, kept with a
// hash of the request it first came with and the answer it got, written in the transaction of the
// request's effect. A repeat then answers that first answer, and a different request under the
// same key is refused. Orders and payments kept keys of their own before; those columns go.
const statements = [
  sql`CREATE TABLE idempotency_keys (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key text NOT NULL,
    request_hash text NOT NULL,
    -- Null only inside the transaction that claimed the key: nobody else ever reads it so.
    status_code smallint,
    answer json,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`,
  sql`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`,
  sql`DROP INDEX orders_idempotency_key`,
  sql`ALTER TABLE orders DROP COLUMN idempotency_key`,
  sql`DROP INDEX payments_idempotency_key`,
  sql`ALTER TABLE payments DROP COLUMN idempotency_key`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
