import { type Kysely, sql } from 'kysely';

// The daily rollup behind GET analytics/summary: one row per day and shop (shop_id null: pages of no
// shop) with the day's distinct visitors of that shop, and page views per path. A periodic job
// replaces whole days; its state row says up to which day the rollup is complete, later days are
// read live from the source tables.
const statements = [
  sql`CREATE TABLE analytics_daily (
    day date NOT NULL,
    shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
    page_views integer NOT NULL,
    visitors integer NOT NULL,
    bookings integer NOT NULL,
    orders integer NOT NULL,
    stamps_given integer NOT NULL,
    vouchers_sold_cents bigint NOT NULL
  )`,
  sql`CREATE UNIQUE INDEX analytics_daily_key ON analytics_daily (day, shop_id) NULLS NOT DISTINCT`,
  sql`CREATE INDEX analytics_daily_shop_idx ON analytics_daily (shop_id, day)`,
  sql`CREATE TABLE analytics_daily_pages (
    day date NOT NULL,
    shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
    path text NOT NULL,
    page_views integer NOT NULL
  )`,
  sql`CREATE UNIQUE INDEX analytics_daily_pages_key
    ON analytics_daily_pages (day, shop_id, path) NULLS NOT DISTINCT`,
  sql`CREATE TABLE analytics_rollup_state (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    rolled_through date NOT NULL
  )`,
  // The rollup reads bookings, orders and vouchers by the instant they were made.
  sql`CREATE INDEX bookings_created_at_idx ON bookings (created_at)`,
  sql`CREATE INDEX orders_created_at_idx ON orders (created_at)`,
  sql`CREATE INDEX vouchers_purchased_at_idx ON vouchers (purchased_at)`,
  sql`CREATE INDEX stamp_card_events_created_at_idx ON stamp_card_events (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
