import { type Kysely, sql } from 'kysely';

// Gifts and partner cards. A shop admin's new gift, gift change or partner-card choice waits in
// approval_requests; only what is live is stored here. The rules that must hold under concurrent
// requests (a gift claimed once per customer, a claim handed over once) are held by PostgreSQL.
const statements = [
  sql`CREATE TABLE gifts (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    title text NOT NULL,
    offer_text text NOT NULL,
    description text NOT NULL,
    type text NOT NULL CHECK (type IN ('welcome', 'birthday', 'loyalty', 'general')),
    valid_from date,
    valid_to date,
    image_url text NOT NULL,
    -- A removed gift stays for the claims that name it, but customers no longer see it.
    removed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (shop_id, id),
    CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
  )`,
  sql`CREATE INDEX gifts_shop_idx ON gifts (shop_id, created_at)`,
  sql`CREATE TABLE gift_claims (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL,
    gift_id uuid NOT NULL,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'handed_over')),
    claimed_at timestamptz NOT NULL DEFAULT now(),
    handed_over_at timestamptz,
    handed_over_by uuid REFERENCES users (id) ON DELETE SET NULL,
    FOREIGN KEY (shop_id, gift_id) REFERENCES gifts (shop_id, id) ON DELETE CASCADE,
    -- A customer claims a gift once, however many requests arrive at the same time.
    CONSTRAINT gift_claims_once_key UNIQUE (gift_id, user_id),
    CHECK ((status = 'claimed') = (handed_over_at IS NULL))
  )`,
  sql`CREATE INDEX gift_claims_shop_status_idx ON gift_claims (shop_id, status, claimed_at)`,
  sql`CREATE INDEX gift_claims_user_idx ON gift_claims (user_id)`,
  sql`CREATE TABLE partner_cards (
    id uuid PRIMARY KEY,
    title text NOT NULL,
    pattern text NOT NULL CHECK (char_length(pattern) BETWEEN 1 AND 200),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // The cards a shop accepts now (a shop admin's new choice waits for approval).
  sql`CREATE TABLE shop_partner_cards (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    partner_card_id uuid NOT NULL REFERENCES partner_cards (id) ON DELETE CASCADE,
    PRIMARY KEY (shop_id, partner_card_id)
  )`,
  sql`CREATE INDEX shop_partner_cards_card_idx ON shop_partner_cards (partner_card_id)`,
  sql`CREATE TABLE customer_partner_cards (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    partner_card_id uuid NOT NULL REFERENCES partner_cards (id) ON DELETE CASCADE,
    number text NOT NULL CHECK (char_length(number) BETWEEN 1 AND 64),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT customer_partner_cards_once_key UNIQUE (user_id, partner_card_id, number)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
