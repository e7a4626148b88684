// The analytics summary over a year on PostgreSQL: 5 million page views (generate_series) over 365
// days across 50 shops (5 with analytics switched off), 100,000 bookings and 20,000 stamp events;
// the rollup is run once (timed), then the one-year summary is timed over N calls, platform-wide and
// for one shop, as the route calls it (showAnalyticsSummary, no HTTP). Works in a schema of its own,
// dropped afterwards. Target: a year answers in under 200 ms (the admin's dashboard stays snappy).
// Run: DATABASE_URL=postgres://… node bench/analytics-summary.ts [--views 5000000] [--calls 30]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays } from '@studio/domain/calendar-day';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { rollUpAnalytics } from '../apps/api/src/features/analytics/roll-up-analytics.ts';
import { showAnalyticsSummary } from '../apps/api/src/features/analytics/show-analytics-summary.ts';

const { values } = parseArgs({
  options: {
    views: { type: 'string', default: '5000000' },
    calls: { type: 'string', default: '30' },
    shops: { type: 'string', default: '50' },
    /** Keep the schema afterwards (to look at query plans). */
    keep: { type: 'boolean', default: false },
  },
});
const views = Number(values.views);
const calls = Number(values.calls);
const shopCount = Number(values.shops);
const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database');

const schema = `bench_analytics_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
await admin.query(`CREATE SCHEMA ${schema}`);
const { db, close } = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

try {
  await migrateToLatest(db);
  // The year ends yesterday (Berlin): every day of it is a finished day for the rollup.
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const from = addDays(today, -365);
  const to = addDays(today, -1);

  const [, seedMs] = await timed(async () => {
    await sql`INSERT INTO shops (id, name, address, phone, email, category, status)
      SELECT gen_random_uuid(), 'Bench studio ' || n, 'Benchstraße ' || n, '+49 30 ' || n, 'bench' || n || '@example.com', 'nails', 'active'
      FROM generate_series(1, ${shopCount}) n`.execute(db);
    await sql`INSERT INTO shop_module_flags (shop_id, analytics_enabled)
      SELECT id, row_number() OVER (ORDER BY id) > 5 FROM shops`.execute(db);
    // Visits of 4 page views each by one of 200,000 visitors to one shop (1 in 10 to no shop), spread
    // evenly over the year, 40 paths per shop.
    await sql`INSERT INTO page_views (path, shop_id, visitor_id, occurred_at)
      SELECT CASE WHEN s.id IS NULL THEN '/login' ELSE '/partner/' || s.id || '/app/' || (g % 40) END,
        s.id::text,
        'visitor-' || (((g / 4)::bigint * 7919) % 200000),
        ${from}::date::timestamptz + (g::float8 / ${views}) * interval '365 days'
      FROM generate_series(0, ${views} - 1) g
      LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM shops) s
        ON (g / 4) % ${shopCount + shopCount / 10} = s.n`.execute(db);
    await sql`INSERT INTO bookings (id, shop_id, start_at, end_at, status, customer_name, customer_email, created_at, updated_at)
      SELECT gen_random_uuid(), s.id, t, t + interval '1 hour', 'confirmed', 'Bench', 'bench@example.com', t, t
      FROM (SELECT g, ${from}::date::timestamptz + (g::float8 / 100000) * interval '365 days' AS t
            FROM generate_series(0, 99999) g) times
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM shops) s ON g % ${shopCount} = s.n`.execute(
      db,
    );
    await sql`ANALYZE`.execute(db);
  });
  console.log(
    `database: PostgreSQL; ${views.toLocaleString('en')} page views, 100,000 bookings, ${shopCount} shops (5 with analytics off), ${from} to ${to}`,
  );
  console.log(`seeding: ${(seedMs / 1000).toFixed(1)} s`);

  const [rolled, rollupMs] = await timed(() => rollUpAnalytics(db, now));
  const { rows: sizes } = await sql<{ daily: number; pages: number; monthlyPages: number }>`
    SELECT (SELECT count(*) FROM analytics_daily)::int AS daily,
      (SELECT count(*) FROM analytics_daily_pages)::int AS pages,
      (SELECT count(*) FROM analytics_monthly_pages)::int AS "monthlyPages"`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(
    `rollup of ${rolled?.from} to ${rolled?.to}: ${(rollupMs / 1000).toFixed(1)} s (rows: ${JSON.stringify(sizes[0])})`,
  );
  const [, againMs] = await timed(() => rollUpAnalytics(db, now));
  console.log(`rollup again with nothing new: ${againMs.toFixed(1)} ms\n`);

  const someShop = await db
    .selectFrom('shop_module_flags')
    .select('shop_id')
    .where('analytics_enabled', '=', true)
    .executeTakeFirstOrThrow();
  const scenarios: [string, { from: string; to: string; shopId?: string }][] = [
    ['one year, all shops', { from, to: today }],
    ['one year, one shop', { from, to: today, shopId: someShop.shop_id }],
    ['30 days, all shops', { from: addDays(today, -29), to: today }],
  ];
  console.log('summary                 calls   p50 ms   p99 ms   max ms   page views   visitors');
  for (const [name, query] of scenarios) {
    await showAnalyticsSummary(db, query);
    const times: number[] = [];
    let last = await showAnalyticsSummary(db, query);
    for (let call = 0; call < calls; call += 1) {
      const [answer, ms] = await timed(() => showAnalyticsSummary(db, query));
      last = answer;
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(22)} ${String(calls).padStart(6)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${percentile(times, 0.99).toFixed(1).padStart(8)} ${(times.at(-1) ?? 0).toFixed(1).padStart(8)} ${String(last.pageViews).padStart(12)} ${String(last.visitors).padStart(10)}`,
    );
  }
  const [, liveMs] = await timed(async () => {
    await db.deleteFrom('analytics_rollup_state').execute();
    return showAnalyticsSummary(db, { from, to: today });
  });
  console.log(`\nfor comparison, one year without the rollup (all live): ${liveMs.toFixed(0)} ms`);
} finally {
  await close();
  if (values.keep) console.log(`kept schema ${schema}`);
  else await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
