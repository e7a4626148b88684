import { type Kysely, sql } from 'kysely';

// The stamp card rules (packages/domain/src/stamp-rules.ts) held by PostgreSQL itself, so that
// they stand under concurrent requests and on every API instance.
const statements = [
  // The shop's one live card; a shop admin's new or changed card waits in approval_requests.
  sql`CREATE TABLE stamp_cards (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL UNIQUE REFERENCES shops (id) ON DELETE CASCADE,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    image_url text NOT NULL,
    redeem_count integer NOT NULL CHECK (redeem_count BETWEEN 2 AND 50),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A customer's card at a shop. It keeps the number of stamps it was started with; a redemption
  // empties it and starts it again with the live card's number.
  sql`CREATE TABLE customer_stamp_cards (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stamps integer NOT NULL DEFAULT 0,
    max_stamps integer NOT NULL CHECK (max_stamps BETWEEN 2 AND 50),
    redemptions integer NOT NULL DEFAULT 0 CHECK (redemptions >= 0),
    redeemed boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shop_id, user_id),
    CONSTRAINT customer_stamp_cards_stamps_check CHECK (stamps >= 0 AND stamps <= max_stamps)
  )`,
  sql`CREATE INDEX customer_stamp_cards_user_idx ON customer_stamp_cards (user_id)`,
  sql`CREATE TABLE stamp_requests (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL,
    user_id uuid NOT NULL,
    action text NOT NULL CHECK (action IN ('stamp', 'redeem')),
    count integer NOT NULL CHECK (count BETWEEN 1 AND 50),
    code text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
    reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    FOREIGN KEY (shop_id, user_id) REFERENCES customer_stamp_cards (shop_id, user_id) ON DELETE CASCADE,
    CHECK ((status = 'pending') = (decided_at IS NULL))
  )`,
  // One pending request per customer and card; a pending request's short code names it in its shop.
  sql`CREATE UNIQUE INDEX stamp_requests_one_pending_key
    ON stamp_requests (shop_id, user_id) WHERE status = 'pending'`,
  sql`CREATE UNIQUE INDEX stamp_requests_pending_code_key
    ON stamp_requests (shop_id, code) WHERE status = 'pending'`,
  sql`CREATE INDEX stamp_requests_shop_status_idx ON stamp_requests (shop_id, status, created_at)`,
  // Every change of a customer's card, appended and never rewritten: the customer's "last action",
  // the stamps given in the last 30 days and the cards redeemed are read from here.
  sql`CREATE TABLE stamp_card_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    shop_id uuid NOT NULL,
    user_id uuid NOT NULL,
    request_id uuid,
    kind text NOT NULL
      CHECK (kind IN ('stamp_requested', 'redeem_requested', 'stamps_added', 'card_redeemed', 'request_rejected')),
    count integer NOT NULL CHECK (count >= 1),
    stamps_after integer NOT NULL CHECK (stamps_after >= 0),
    reason text,
    actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (shop_id, user_id) REFERENCES customer_stamp_cards (shop_id, user_id) ON DELETE CASCADE
  )`,
  sql`CREATE INDEX stamp_card_events_card_idx ON stamp_card_events (shop_id, user_id, id DESC)`,
  sql`CREATE INDEX stamp_card_events_kind_idx ON stamp_card_events (shop_id, kind, created_at)`,
  sql`CREATE FUNCTION stamp_card_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'stamp_card_events is append-only' USING ERRCODE = 'restrict_violation';
    END
  $$`,
  sql`CREATE TRIGGER stamp_card_events_no_update BEFORE UPDATE ON stamp_card_events
    FOR EACH ROW EXECUTE FUNCTION stamp_card_events_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
