import { type Kysely, sql } from 'kysely';

// Deals and their redemptions. The rule that races, "a single-use deal is redeemed once per
// customer and shop", is held by a partial unique index, so that of simultaneous redemptions
// exactly one wins on every API instance.
const statements = [
  // Live deals only: a shop admin's new deal waits in approval_requests until approved.
  sql`CREATE TABLE deals (
    id uuid PRIMARY KEY,
    owner_shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
    offer_text text NOT NULL CHECK (char_length(offer_text) BETWEEN 1 AND 120),
    description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
    valid_from date NOT NULL,
    valid_to date NOT NULL,
    hot boolean NOT NULL DEFAULT false,
    multi_use boolean NOT NULL DEFAULT false,
    type text NOT NULL CHECK (type IN ('independent', 'order_percentage', 'article_highlight', 'bundle_price')),
    image_url text,
    requires_purchase boolean NOT NULL DEFAULT false,
    price_cents integer CHECK (price_cents > 0),
    percent integer CHECK (percent BETWEEN 1 AND 100),
    article_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
    bundle_price_cents integer CHECK (bundle_price_cents >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (valid_to >= valid_from),
    CHECK (NOT requires_purchase OR price_cents IS NOT NULL)
  )`,
  sql`CREATE INDEX deals_owner_shop_idx ON deals (owner_shop_id)`,
  // The shops a deal belongs to, and whether each has switched it on.
  sql`CREATE TABLE deal_shops (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    active boolean NOT NULL DEFAULT false,
    changed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shop_id, deal_id)
  )`,
  sql`CREATE INDEX deal_shops_deal_idx ON deal_shops (deal_id)`,
  // Purchases of deals that need one; the payments feature marks them paid.
  sql`CREATE TABLE deal_purchases (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    price_cents integer NOT NULL CHECK (price_cents > 0),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
    created_at timestamptz NOT NULL DEFAULT now(),
    paid_at timestamptz
  )`,
  sql`CREATE INDEX deal_purchases_user_idx ON deal_purchases (shop_id, user_id)`,
  sql`CREATE TABLE deal_redemptions (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purchase_id uuid REFERENCES deal_purchases (id) ON DELETE SET NULL,
    multi_use boolean NOT NULL,
    code text NOT NULL,
    redeemed_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A single-use deal: one redemption per customer and shop, whatever the number of requests.
  sql`CREATE UNIQUE INDEX deal_redemptions_single_use_key
    ON deal_redemptions (shop_id, deal_id, user_id) WHERE NOT multi_use`,
  // A purchase is redeemed once.
  sql`CREATE UNIQUE INDEX deal_redemptions_purchase_key ON deal_redemptions (purchase_id)`,
  sql`CREATE INDEX deal_redemptions_shop_code_idx ON deal_redemptions (shop_id, code, redeemed_at DESC)`,
  sql`CREATE INDEX deal_redemptions_user_idx ON deal_redemptions (user_id, redeemed_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
