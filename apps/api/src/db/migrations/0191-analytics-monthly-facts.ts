import { type Kysely, sql } from 'kysely';

// The platform's summary over a year must not sum a row per studio and day (3.65 million at 10,000
// studios). The rollup also keeps each studio's facts per month and the platform's facts per day
// (every studio and the pages of no studio together); the summary reads whole months per studio
// and the platform's days, and subtracts the studios whose analytics are off from the latter.
// A deleted studio's daily rows leave the platform's days with them (trigger), as they leave the
// per-studio rows (foreign keys).
const facts = sql`page_views integer NOT NULL,
    visitors integer NOT NULL,
    bookings integer NOT NULL,
    orders integer NOT NULL,
    stamps_given integer NOT NULL,
    vouchers_sold_cents bigint NOT NULL`;

const statements = [
  sql`CREATE TABLE analytics_monthly (
    month date NOT NULL CHECK (extract(day FROM month) = 1),
    shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
    ${facts}
  )`,
  sql`CREATE UNIQUE INDEX analytics_monthly_key ON analytics_monthly (month, shop_id) NULLS NOT DISTINCT`,
  sql`CREATE INDEX analytics_monthly_shop_idx ON analytics_monthly (shop_id, month)`,
  sql`CREATE TABLE analytics_platform_daily (
    day date PRIMARY KEY,
    ${facts}
  )`,
  sql`INSERT INTO analytics_monthly
    SELECT date_trunc('month', day::timestamp)::date, shop_id, sum(page_views)::int, sum(visitors)::int,
      sum(bookings)::int, sum(orders)::int, sum(stamps_given)::int, sum(vouchers_sold_cents)::bigint
    FROM analytics_daily GROUP BY 1, 2`,
  sql`INSERT INTO analytics_platform_daily
    SELECT day, sum(page_views)::int, sum(visitors)::int, sum(bookings)::int, sum(orders)::int,
      sum(stamps_given)::int, sum(vouchers_sold_cents)::bigint
    FROM analytics_daily GROUP BY day`,
  sql`CREATE FUNCTION analytics_daily_left() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE analytics_platform_daily p SET page_views = p.page_views - OLD.page_views,
        visitors = p.visitors - OLD.visitors, bookings = p.bookings - OLD.bookings,
        orders = p.orders - OLD.orders, stamps_given = p.stamps_given - OLD.stamps_given,
        vouchers_sold_cents = p.vouchers_sold_cents - OLD.vouchers_sold_cents
      WHERE p.day = OLD.day;
      RETURN OLD;
    END $$`,
  sql`CREATE TRIGGER analytics_daily_left AFTER DELETE ON analytics_daily
    FOR EACH ROW EXECUTE FUNCTION analytics_daily_left()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
