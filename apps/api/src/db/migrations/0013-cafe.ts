import { type Kysely, sql } from 'kysely';

// The café side: the menu, table orders grouped by visit, and reservations. The rules that must
// hold under concurrent requests are the database's: one open visit per customer and shop (partial
// unique index), an order's total = subtotal − discount with 0 ≤ discount ≤ subtotal, an idempotency
// key used once per customer, and state changes as guarded updates.
const statements = [
  sql`CREATE TABLE menu_categories (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (shop_id, id)
  )`,
  sql`CREATE INDEX menu_categories_shop_idx ON menu_categories (shop_id, position)`,
  // An article's columns hold its live values (or, while it was never approved, the proposed ones:
  // published stays false and customers never see it). Changes to a published article wait in
  // approval_requests (subject 'menu', subject id = the article's id).
  sql`CREATE TABLE menu_articles (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    category_id uuid NOT NULL,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text NOT NULL,
    price_cents integer NOT NULL CHECK (price_cents > 0),
    allergens text[] NOT NULL DEFAULT '{}',
    additives integer[] NOT NULL DEFAULT '{}',
    image_url text,
    available boolean NOT NULL DEFAULT true,
    published boolean NOT NULL DEFAULT false,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (shop_id, id),
    FOREIGN KEY (shop_id, category_id) REFERENCES menu_categories (shop_id, id) ON DELETE RESTRICT,
    CHECK (allergens <@ ARRAY['a','b','c','d','e','f','g','h','i','j','k','l','m','n']::text[]),
    CHECK (additives <@ ARRAY[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]::integer[])
  )`,
  sql`CREATE INDEX menu_articles_shop_idx ON menu_articles (shop_id, category_id, position)`,
  // A customer's visit at one table. closes_at: 4 hours after its first order, or earlier when the
  // shop closes it (closed_at). One open visit per customer and shop.
  sql`CREATE TABLE order_groups (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    table_number text NOT NULL,
    opened_at timestamptz NOT NULL,
    closes_at timestamptz NOT NULL,
    closed_at timestamptz,
    payment_requested_at timestamptz,
    UNIQUE (shop_id, id),
    CHECK (closes_at > opened_at)
  )`,
  sql`CREATE UNIQUE INDEX order_groups_one_open_key ON order_groups (shop_id, user_id) WHERE closed_at IS NULL`,
  sql`CREATE INDEX order_groups_user_idx ON order_groups (user_id, opened_at DESC)`,
  sql`CREATE TABLE orders (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    group_id uuid NOT NULL,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    table_number text NOT NULL,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'completed', 'declined', 'request_payment')),
    subtotal_cents integer NOT NULL CHECK (subtotal_cents > 0),
    discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0 AND discount_cents <= subtotal_cents),
    total_cents integer NOT NULL,
    deal_id uuid,
    -- The redemption of the deal recorded with the order (deal_redemptions, migration 0009).
    deal_redemption_id uuid,
    idempotency_key text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    UNIQUE (shop_id, id),
    FOREIGN KEY (shop_id, group_id) REFERENCES order_groups (shop_id, id) ON DELETE CASCADE,
    CHECK (total_cents = subtotal_cents - discount_cents),
    CHECK ((status = 'pending') = (decided_at IS NULL))
  )`,
  sql`CREATE UNIQUE INDEX orders_idempotency_key ON orders (shop_id, user_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL`,
  sql`CREATE INDEX orders_shop_idx ON orders (shop_id, created_at DESC)`,
  sql`CREATE INDEX orders_shop_changes_idx ON orders (shop_id, updated_at)`,
  sql`CREATE INDEX orders_group_idx ON orders (group_id)`,
  sql`CREATE INDEX orders_created_idx ON orders (created_at DESC)`,
  // The order's lines with name and price copied from the menu at order time.
  sql`CREATE TABLE order_items (
    order_id uuid NOT NULL,
    shop_id uuid NOT NULL,
    line integer NOT NULL,
    article_id uuid NOT NULL,
    name text NOT NULL,
    unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 50),
    PRIMARY KEY (order_id, line),
    FOREIGN KEY (shop_id, order_id) REFERENCES orders (shop_id, id) ON DELETE CASCADE
  )`,
  sql`CREATE TABLE reservation_settings (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    enabled boolean NOT NULL DEFAULT true,
    disabled_from date,
    disabled_until date,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (disabled_until IS NULL OR (disabled_from IS NOT NULL AND disabled_from <= disabled_until))
  )`,
  sql`CREATE TABLE reservations (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    date_time timestamptz NOT NULL,
    persons integer NOT NULL CHECK (persons BETWEEN 1 AND 50),
    locale text NOT NULL DEFAULT 'de',
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    CHECK ((status = 'pending') = (decided_at IS NULL))
  )`,
  sql`CREATE INDEX reservations_shop_idx ON reservations (shop_id, status, date_time)`,
  sql`CREATE INDEX reservations_created_idx ON reservations (created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
