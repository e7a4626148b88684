import { type Kysely, sql } from 'kysely';

// Page views per path for whole months, summed from the daily path rollup (0021). A year's top pages
// read twelve months of these instead of 365 days of daily path rows (EXPLAIN ANALYZE on 5 million
// page views: the daily path rows were most of the one-year summary's time). The rollup job keeps
// the months it touches in step with their days; the summary uses a month only when the range covers
// it whole and the rollup holds all its days.
const statements = [
  sql`CREATE TABLE analytics_monthly_pages (
    month date NOT NULL CHECK (extract(day FROM month) = 1),
    shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
    path text NOT NULL,
    page_views integer NOT NULL
  )`,
  sql`CREATE UNIQUE INDEX analytics_monthly_pages_key
    ON analytics_monthly_pages (month, shop_id, path) NULLS NOT DISTINCT`,
  // One studio's summary reads its own rows only.
  sql`CREATE INDEX analytics_monthly_pages_shop_idx ON analytics_monthly_pages (shop_id, month)`,
  sql`CREATE INDEX analytics_daily_pages_shop_idx ON analytics_daily_pages (shop_id, day)`,
  sql`INSERT INTO analytics_monthly_pages (month, shop_id, path, page_views)
    SELECT date_trunc('month', day::timestamp)::date, shop_id, path, sum(page_views)::int
    FROM analytics_daily_pages GROUP BY 1, 2, 3`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
