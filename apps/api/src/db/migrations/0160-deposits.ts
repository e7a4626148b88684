import { type Kysely, sql } from 'kysely';

// Deposits and no-show protection. A studio's booking policy (a deposit as a share or a fixed
// amount, a free-cancellation window, a late-cancellation and a no-show fee); a booking that needs
// a deposit waits in `pending_payment`, holding its time until `hold_expires_at`; a booking is
// charged at most one fee, which PostgreSQL holds under simultaneous clicks.
const statements = [
  sql`CREATE TABLE booking_policies (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    deposit_percent integer CHECK (deposit_percent BETWEEN 1 AND 100),
    deposit_cents integer CHECK (deposit_cents > 0),
    free_cancellation_hours integer NOT NULL CHECK (free_cancellation_hours BETWEEN 0 AND 720),
    late_cancellation_fee_cents integer CHECK (late_cancellation_fee_cents > 0),
    no_show_fee_cents integer CHECK (no_show_fee_cents > 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (deposit_percent IS NULL OR deposit_cents IS NULL)
  )`,
  sql`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`,
  sql`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('pending_payment', 'pending', 'confirmed', 'cancelled', 'completed', 'no_show'))`,
  sql`ALTER TABLE bookings ADD COLUMN hold_expires_at timestamptz`,
  sql`ALTER TABLE bookings ADD COLUMN deposit_payment_id uuid REFERENCES payments (id) ON DELETE SET NULL`,
  sql`ALTER TABLE bookings ADD CONSTRAINT bookings_hold_check
    CHECK ((status = 'pending_payment') <= (hold_expires_at IS NOT NULL))`,
  // A time waiting for its deposit is held like a booked one.
  sql`ALTER TABLE bookings DROP CONSTRAINT bookings_team_member_no_overlap`,
  sql`ALTER TABLE bookings ADD CONSTRAINT bookings_team_member_no_overlap EXCLUDE USING gist (
      team_member_id WITH =,
      tstzrange(start_at, end_at) WITH &&
    ) WHERE (status IN ('pending_payment', 'pending', 'confirmed') AND team_member_id IS NOT NULL)`,
  sql`CREATE INDEX bookings_hold_idx ON bookings (shop_id, hold_expires_at) WHERE status = 'pending_payment'`,
  sql`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check`,
  sql`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
    CHECK (purpose IN ('voucher', 'deal', 'subscription', 'deposit', 'fee'))`,
  // The fee a studio took for a late cancellation or a no-show: the deposit kept, or a fee charged.
  sql`CREATE TABLE booking_fees (
    booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('late_cancellation', 'no_show')),
    method text NOT NULL CHECK (method IN ('deposit_kept', 'charged')),
    status text NOT NULL CHECK (status IN ('open', 'paid')),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL,
    payment_id uuid REFERENCES payments (id) ON DELETE SET NULL,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    paid_at timestamptz
  )`,
  sql`CREATE INDEX booking_fees_shop_idx ON booking_fees (shop_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
