import { type Kysely, sql } from 'kysely';

// Payments, payouts, plans and vouchers. The money rules are held by PostgreSQL itself so that they
// stand under simultaneous requests and repeated provider notifications: amounts are integer cents,
// a voucher's balance stays between 0 and its value, a payment makes at most one voucher, a provider
// event is applied once, and a voucher has at most one pending redemption request.
const statements = [
  // One checkout at the provider: a voucher, a deal purchase or a plan. `details` keeps what the
  // purchase needs once it is paid (the offer, buyer and recipient; the plan).
  sql`CREATE TABLE payments (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('voucher', 'deal', 'subscription')),
    provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
    checkout_ref text,
    checkout_url text,
    payment_ref text,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL,
    description text NOT NULL,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'succeeded', 'failed', 'refunded')),
    details jsonb NOT NULL DEFAULT '{}',
    return_url text NOT NULL,
    idempotency_key text,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    CHECK ((status IN ('succeeded', 'refunded')) = (completed_at IS NOT NULL))
  )`,
  sql`CREATE UNIQUE INDEX payments_checkout_ref_key ON payments (provider, checkout_ref)`,
  // A client's Idempotency-Key repeats its own first answer, never another caller's.
  sql`CREATE UNIQUE INDEX payments_idempotency_key ON payments (shop_id, purpose, created_by, idempotency_key)
    WHERE idempotency_key IS NOT NULL`,
  // Every provider event applied, recorded in the same transaction as its effects: a replay is a no-op.
  sql`CREATE TABLE payment_events (
    provider text NOT NULL,
    event_id text NOT NULL,
    type text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (provider, event_id)
  )`,
  // The shop's connected account for payouts, as last read from the provider.
  sql`CREATE TABLE payout_accounts (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
    account_id text NOT NULL UNIQUE,
    charges_enabled boolean NOT NULL DEFAULT false,
    payouts_enabled boolean NOT NULL DEFAULT false,
    details_submitted boolean NOT NULL DEFAULT false,
    disabled_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE shop_subscriptions (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    plan text NOT NULL CHECK (plan IN ('lite', 'basic', 'plus')),
    status text NOT NULL CHECK (status IN ('incomplete', 'active', 'past_due', 'canceled')),
    subscription_ref text UNIQUE,
    current_period_end timestamptz,
    last_payment_failed boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // The phone assistant of a Plus shop: its own number, unique across shops.
  sql`CREATE TABLE phone_assistants (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    phone_number text NOT NULL UNIQUE,
    activated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE voucher_offers (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    name text NOT NULL,
    value_cents integer NOT NULL CHECK (value_cents > 0),
    price_cents integer NOT NULL CHECK (price_cents > 0),
    active boolean NOT NULL DEFAULT true,
    deleted boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (shop_id, id)
  )`,
  sql`CREATE TABLE vouchers (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    offer_id uuid,
    payment_id uuid UNIQUE REFERENCES payments (id) ON DELETE RESTRICT,
    code text NOT NULL UNIQUE,
    name text NOT NULL,
    total_cents integer NOT NULL CHECK (total_cents > 0),
    remaining_cents integer NOT NULL,
    price_cents integer NOT NULL CHECK (price_cents > 0),
    currency text NOT NULL,
    buyer_name text NOT NULL,
    buyer_email text NOT NULL,
    recipient_name text,
    recipient_email text,
    message text,
    holder_id uuid REFERENCES users (id) ON DELETE SET NULL,
    active boolean NOT NULL DEFAULT true,
    inactive_reason text CHECK (inactive_reason IN ('refunded', 'expired')),
    purchased_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    UNIQUE (shop_id, id),
    FOREIGN KEY (shop_id, offer_id) REFERENCES voucher_offers (shop_id, id),
    CONSTRAINT vouchers_balance_check CHECK (remaining_cents BETWEEN 0 AND total_cents),
    CHECK (active = (inactive_reason IS NULL))
  )`,
  sql`CREATE INDEX vouchers_shop_idx ON vouchers (shop_id, purchased_at DESC)`,
  sql`CREATE INDEX vouchers_holder_idx ON vouchers (holder_id)`,
  sql`CREATE INDEX vouchers_expiry_idx ON vouchers (expires_at) WHERE active`,
  sql`CREATE TABLE voucher_redeem_requests (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL,
    voucher_id uuid NOT NULL,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    FOREIGN KEY (shop_id, voucher_id) REFERENCES vouchers (shop_id, id) ON DELETE CASCADE,
    CHECK ((status = 'pending') = (decided_at IS NULL))
  )`,
  sql`CREATE UNIQUE INDEX voucher_redeem_requests_one_pending_key
    ON voucher_redeem_requests (voucher_id) WHERE status = 'pending'`,
  sql`CREATE INDEX voucher_redeem_requests_shop_idx ON voucher_redeem_requests (shop_id, status, created_at)`,
  // The voucher's action log, appended and never rewritten.
  sql`CREATE TABLE voucher_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    shop_id uuid NOT NULL,
    voucher_id uuid NOT NULL,
    type text NOT NULL
      CHECK (type IN ('purchased', 'claimed', 'gifted', 'redeemed', 'refunded', 'expired', 'unknown')),
    account_id uuid REFERENCES users (id) ON DELETE SET NULL,
    account_name text,
    amount_cents integer CHECK (amount_cents >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (shop_id, voucher_id) REFERENCES vouchers (shop_id, id) ON DELETE CASCADE
  )`,
  sql`CREATE INDEX voucher_log_voucher_idx ON voucher_log (shop_id, voucher_id, id)`,
  sql`CREATE FUNCTION voucher_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'voucher_log is append-only' USING ERRCODE = 'restrict_violation';
    END
  $$`,
  sql`CREATE TRIGGER voucher_log_no_update BEFORE UPDATE ON voucher_log
    FOR EACH ROW EXECUTE FUNCTION voucher_log_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
