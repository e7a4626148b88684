import { type Kysely, sql } from 'kysely';

// Deposits per treatment and for new clients only, and who cancelled a booking. A treatment may
// carry its own deposit (a share or a fixed amount) or none at all (both empty: exempt); the
// studio's policy may ask a deposit only of clients without a completed visit. A late-cancellation
// fee applies only to a customer's own cancellation, so a cancellation records who made it.
const statements = [
  sql`ALTER TABLE booking_policies ADD COLUMN deposit_new_clients_only boolean NOT NULL DEFAULT false`,
  sql`CREATE TABLE treatment_deposits (
    treatment_id uuid PRIMARY KEY REFERENCES treatments (id) ON DELETE CASCADE,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    deposit_percent integer CHECK (deposit_percent BETWEEN 1 AND 100),
    deposit_cents integer CHECK (deposit_cents > 0),
    CHECK (deposit_percent IS NULL OR deposit_cents IS NULL)
  )`,
  sql`CREATE INDEX treatment_deposits_shop_idx ON treatment_deposits (shop_id)`,
  sql`ALTER TABLE bookings ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('customer', 'studio', 'system'))`,
  // Before this column the canceller was not kept; a staff user's cancellation cannot be told apart.
  sql`UPDATE bookings SET cancelled_by = 'system' WHERE status = 'cancelled' AND hold_expires_at IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
