// The platform at scale. `--generate --studios N` fills the PostgreSQL database named by
// DATABASE_URL with N studios in the proportions of a large platform (per studio: 25 treatments,
// 200 bookings over the past year and the next 60 days, 21 accounts, 50 stamp log rows, 10 vouchers,
// 30 orders, 1,900 page views; one studio in 500 is ten times as busy, one in 10 on Plus; half in
// Berlin, the rest over Germany, each with its imprint), every constraint valid,
// with set-based INSERT … SELECT generate_series statements. `--measure` starts the API against the
// large database and against a demo database (DEMO_DATABASE_URL, seeded with the demo data when
// empty) and prints p50/p99 of the platform's routes on both, with the ratio.
// Run: DATABASE_URL=postgres://…/scale_big node bench/scale.ts --generate --studios 1000
//      (--no-page-views: without the page views and their rollup, for the studio search alone)
//      DATABASE_URL=postgres://…/scale_big DEMO_DATABASE_URL=postgres://…/scale_demo node bench/scale.ts --measure
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { rollUpAnalytics } from '../apps/api/src/features/analytics/analytics.public.ts';
import { createSessionTokens } from '../apps/api/src/http/session-tokens.ts';
import { benchApiKey, benchJwtSecret, clientAddress } from './booking-support.ts';

const { values } = parseArgs({
  options: {
    generate: { type: 'boolean', default: false },
    measure: { type: 'boolean', default: false },
    studios: { type: 'string', default: '1000' },
    replace: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    // The studio search reads no page views: leaving out their 1,900 rows per studio and the
    // analytics rollup makes a 10,000-studio set in a fraction of the time.
    'no-page-views': { type: 'boolean', default: false },
  },
});

const largeUrl = process.env.DATABASE_URL;
if (!largeUrl) throw new Error('DATABASE_URL names the large database (PostgreSQL)');
if (!values.generate && !values.measure) throw new Error('say --generate, --measure or both');

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

// Deterministic ids: the kind in the first group, the number in the last, so the measuring half
// finds the same studios and customers again.
const uuid = (kind: string, numberSql: string) =>
  `('${kind}-0000-4000-8000-' || lpad(to_hex(${numberSql}), 12, '0'))::uuid`;
const shopId = (n: string) => uuid('00000001', n);
const userId = (n: string) => uuid('00000002', n);
const memberId = (n: string) => uuid('00000003', n);
const treatmentId = (n: string) => uuid('00000004', n);
const bookingId = (n: string) => uuid('00000005', n);
const groupId = (n: string) => uuid('00000006', n);
const orderId = (n: string) => uuid('00000007', n);
const voucherId = (n: string) => uuid('00000008', n);
const approvalId = (n: string) => uuid('00000009', n);
const stampCardId = (n: string) => uuid('0000000a', n);
const clientId = (n: string) => uuid('0000000b', n);

const perStudio = {
  treatments: 25,
  members: 3,
  customers: 20,
  bookings: 200,
  stampCustomers: 10,
  stampEvents: 5,
  vouchers: 10,
  orderGroups: 10,
  ordersPerGroup: 3,
  pageViews: 1900,
};
/** One studio in this many is ten times as busy (bookings and orders). */
const busyEvery = 500;
/** One studio in this many is on the Plus plan (ranked first in the consumer search). */
const plusEvery = 10;
/** The box of Berlin's studios; the studio search is measured from its centre. */
const berlin = { south: 52.36, north: 52.66, west: 13.1, east: 13.75 };

const firstNames = [
  'Anna',
  'Lena',
  'Mia',
  'Sofia',
  'Linh',
  'Mai',
  'Layla',
  'Hana',
  'Emma',
  'Lea',
  'Nora',
  'Clara',
];
const lastNames = [
  'Nguyen',
  'Schmidt',
  'Müller',
  'Tran',
  'Weber',
  'Haddad',
  'Fischer',
  'Pham',
  'Wagner',
  'Becker',
];
const studioWords = [
  'Lumière',
  'Glanz',
  'Perle',
  'Rosé',
  'Lotus',
  'Velvet',
  'Aurora',
  'Jade',
  'Luna',
  'Bella',
];
const treatmentNames = [
  'Maniküre klassisch',
  'Pediküre klassisch',
  'Gel-Nägel Neumodellage',
  'Gel-Nägel Auffüllen',
  'Shellac Hände',
  'Shellac Füße',
  'Spa-Pediküre',
  'Nail Art pro Nagel',
  'French Maniküre',
  'Acryl Neumodellage',
];
const sqlArray = (items: string[]) =>
  `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Loads a large table as a bulk import does: its secondary indexes and exclusion constraints are
 * dropped before and built again after, one sorted build each instead of millions of inserts into
 * each, and an exclusion constraint added back checks every row at once. Keys stay (other tables'
 * foreign keys depend on them).
 */
async function withIndexesBuiltAfter(
  client: pg.Client,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const { rows: exclusions } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'x'`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of exclusions) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
  await load();
  const at = performance.now();
  for (const { definition } of indexes) await client.query(definition);
  for (const { name, definition } of exclusions) {
    await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`);
  }
  console.log(
    `  ${`${table}: indexes built`.padEnd(28)} ${String(indexes.length + exclusions.length).padStart(10)} idx   ${seconds(at)}`,
  );
}

/**
 * Runs `load` with the named triggers of `table` off, for rows whose derived data the generator
 * writes itself in the same shape (each customer's client card, the studio's availability version).
 */
async function withTriggersOff(
  client: pg.Client,
  table: string,
  triggers: string[],
  load: () => Promise<void>,
): Promise<void> {
  const alter = (verb: string) =>
    client.query(
      `ALTER TABLE ${table} ${triggers.map((trigger) => `${verb} TRIGGER ${trigger}`).join(', ')}`,
    );
  await alter('DISABLE');
  try {
    await load();
  } finally {
    await alter('ENABLE');
  }
}

async function generate(url: string, studios: number): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await migrateToLatest(handle.db);
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM shops');
    if (Number(rows[0]?.count) > 0) {
      if (!values.replace) throw new Error('the database already holds studios: --replace empties it first');
      await client.query(
        'TRUNCATE shops, users, accounts_per_day, bookings_per_day, page_views, analytics_rollup_state, analytics_platform_daily CASCADE',
      );
    }
    const step = async (label: string, text: string) => {
      const at = performance.now();
      const result = await client.query(text);
      console.log(`  ${label.padEnd(28)} ${String(result.rowCount ?? 0).padStart(10)} rows  ${seconds(at)}`);
    };
    // The migrations own the indexes; the largest tables have theirs built after their rows are in.
    // Synchronous commit off and memory for sorted index builds, only for this session.
    await client.query('SET synchronous_commit = off');
    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query(`CREATE TEMP TABLE studio AS
      SELECT s, (s % ${busyEvery} = 0) AS busy FROM generate_series(1, ${studios}) s`);
    await step(
      'shops',
      `INSERT INTO shops (id, name, address, phone, email, category, description, legal, latitude, longitude,
         status, created_at, updated_at)
       SELECT ${shopId('s')}, 'Nagelstudio ' || (${sqlArray(studioWords)})[1 + s % 10] || ' ' || s,
         'Musterstraße ' || s || ', ' || (10000 + s % 90000) || ' Berlin', '+49 30 ' || (1000000 + s),
         'studio' || s || '@example.com', 'nails', 'Nägel, Wimpern und Pflege',
         -- A live studio has its imprint.
         jsonb_build_object('name', 'Nagelstudio ' || s || ' e.K.', 'representative', 'Inhaberin ' || s,
           'address', 'Musterstraße ' || s || ', ' || (10000 + s % 90000) || ' Berlin',
           'email', 'studio' || s || '@example.com', 'phone', '+49 30 ' || (1000000 + s)),
         -- Every other studio in Berlin (the search's dense case), the rest spread over Germany;
         -- scattered by multiplying with large primes, so neighbours in number are not on the map.
         CASE WHEN s % 2 = 0
           THEN ${berlin.south} + ((s * 7919) % 10007) / 10007.0 * ${berlin.north - berlin.south}
           ELSE 47.5 + ((s * 7919) % 10007) / 10007.0 * 7.3 END,
         CASE WHEN s % 2 = 0
           THEN ${berlin.west} + ((s * 104729) % 10009) / 10009.0 * ${berlin.east - berlin.west}
           ELSE 6.0 + ((s * 104729) % 10009) / 10009.0 * 9.0 END,
         CASE WHEN s % 20 = 0 THEN 'pending' WHEN s % 97 = 0 THEN 'suspended' ELSE 'active' END,
         now() - (s % 1000) * interval '1 day' - s * interval '1 second', now()
       FROM studio`,
    );
    await step(
      'plus subscriptions',
      `INSERT INTO shop_subscriptions (shop_id, plan, status)
       SELECT ${shopId('s')}, 'plus', 'active' FROM studio WHERE s % ${plusEvery} = 0`,
    );
    await step(
      'opening hours',
      `INSERT INTO opening_hours (shop_id, weekday, start_time, end_time)
       SELECT ${shopId('s')}, d, '09:00', '19:00' FROM studio, generate_series(1, 6) d`,
    );
    await step(
      'team members',
      `INSERT INTO team_members (id, shop_id, name, color, position)
       SELECT ${memberId(`(s - 1) * ${perStudio.members} + m`)}, ${shopId('s')},
         (${sqlArray(firstNames)})[1 + (s + m) % 12], '#aa5588', m
       FROM studio, generate_series(1, ${perStudio.members}) m`,
    );
    await step(
      'treatments',
      `INSERT INTO treatments (id, shop_id, name, category, price_cents, duration_minutes, position)
       SELECT ${treatmentId(`(s - 1) * ${perStudio.treatments} + t`)}, ${shopId('s')},
         (${sqlArray(treatmentNames)})[1 + t % 10] || CASE WHEN t > 10 THEN ' ' || t ELSE '' END,
         CASE WHEN t % 2 = 0 THEN 'Hände' ELSE 'Füße' END, 1500 + (t * 250) + (s % 7) * 100, 30 + (t % 4) * 15, t
       FROM studio, generate_series(1, ${perStudio.treatments}) t`,
    );
    // Per studio one owner (number 0) and its customers; then the platform's admin.
    await step(
      'accounts',
      `INSERT INTO users (id, email, name, first_name, last_name, role, shop_id, email_verified, created_at)
       SELECT ${userId(`(s - 1) * ${perStudio.customers + 1} + u + 1`)},
         lower((${sqlArray(firstNames)})[1 + (s + u) % 12]) || '.' || lower((${sqlArray(lastNames)})[1 + (s * 7 + u) % 10])
           || '.' || s || '.' || u || '@example.com',
         (${sqlArray(firstNames)})[1 + (s + u) % 12] || ' ' || (${sqlArray(lastNames)})[1 + (s * 7 + u) % 10],
         (${sqlArray(firstNames)})[1 + (s + u) % 12], (${sqlArray(lastNames)})[1 + (s * 7 + u) % 10],
         CASE WHEN u = 0 THEN 'shopAdmin' ELSE 'appUser' END, CASE WHEN u = 0 THEN ${shopId('s')} END, true,
         now() - ((s * ${perStudio.customers + 1} + u) % 900) * interval '1 day' - u * interval '1 minute'
       FROM studio, generate_series(0, ${perStudio.customers}) u`,
    );
    // Bookings: each studio's k-th on its own day or hour, so no team member is booked twice.
    await client.query(`CREATE TEMP TABLE booking_plan AS
      SELECT s, k, (s - 1) * ${perStudio.bookings * 10} + k AS n,
        (date_trunc('day', now()) - interval '365 days'
          + floor(k * 425.0 / CASE WHEN busy THEN ${perStudio.bookings * 10} ELSE ${perStudio.bookings} END) * interval '1 day'
          + (8 + k % 9) * interval '1 hour') AS start_at,
        1 + (s + k) % ${perStudio.customers} AS customer,
        1 + k % ${perStudio.treatments} AS treatment
      FROM studio, generate_series(1, CASE WHEN busy THEN ${perStudio.bookings * 10} ELSE ${perStudio.bookings} END) k`);
    // Each customer's client card, as the first booking's trigger would write it (its booking
    // name and email, linked to the account), so the bookings can name it directly.
    await step(
      'clients',
      `INSERT INTO clients (id, shop_id, user_id, name, email)
       SELECT ${clientId(`(s - 1) * ${perStudio.customers} + c`)}, ${shopId('s')},
         ${userId(`(s - 1) * ${perStudio.customers + 1} + c + 1`)}, 'Kundin ' || c, 'kundin.' || s || '.' || c || '@example.com'
       FROM studio, generate_series(1, ${perStudio.customers}) c`,
    );
    await withTriggersOff(client, 'bookings', ['bookings_client', 'bookings_availability'], () =>
      withIndexesBuiltAfter(client, 'bookings', () =>
        step(
          'bookings',
          `INSERT INTO bookings (id, shop_id, team_member_id, start_at, end_at, status, source, customer_name,
             customer_email, user_id, client_id, created_at, updated_at, cancelled_at, reminder_settled_at,
             review_requested_at)
           SELECT ${bookingId('n')}, ${shopId('s')}, ${memberId(`(s - 1) * ${perStudio.members} + 1 + k % ${perStudio.members}`)},
             start_at, start_at + interval '1 hour',
             CASE WHEN k % 17 = 0 THEN 'cancelled' WHEN start_at > now() THEN 'confirmed'
                  WHEN k % 23 = 0 THEN 'no_show' ELSE 'completed' END,
             'online', 'Kundin ' || customer, 'kundin.' || s || '.' || customer || '@example.com',
             ${userId(`(s - 1) * ${perStudio.customers + 1} + customer + 1`)},
             ${clientId(`(s - 1) * ${perStudio.customers} + customer`)},
             start_at - interval '7 days', start_at - interval '7 days',
             CASE WHEN k % 17 = 0 THEN start_at - interval '1 day' END,
             CASE WHEN start_at < now() THEN start_at - interval '1 day' END,
             -- A platform running for a year asked for each review soon after the visit.
             CASE WHEN start_at + interval '1 hour' < now() AND k % 17 <> 0 AND k % 23 <> 0
                  THEN least(start_at + interval '3 hours', now()) END
           FROM booking_plan`,
        ),
      ),
    );
    // What the availability trigger would have done once per booking: a new version per studio.
    await step(
      'availability versions',
      `INSERT INTO availability_versions AS v (shop_id, version) SELECT ${shopId('s')}, 1 FROM studio
       ON CONFLICT (shop_id) DO UPDATE SET version = v.version + 1`,
    );
    await withIndexesBuiltAfter(client, 'booking_treatments', () =>
      step(
        'booked treatments',
        `INSERT INTO booking_treatments (booking_id, position, treatment_id, name, price_cents, duration_minutes)
         SELECT ${bookingId('n')}, 0, ${treatmentId(`(s - 1) * ${perStudio.treatments} + treatment`)},
           (${sqlArray(treatmentNames)})[1 + treatment % 10], 2500, 60
         FROM booking_plan`,
      ),
    );
    await step(
      'approval requests',
      `INSERT INTO approval_requests (id, shop_id, subject_type, subject_id, payload, status, reason, submitted_by,
         submitted_at, decided_at)
       SELECT ${approvalId('s')}, ${shopId('s')}, 'shop', ${shopId('s')},
         jsonb_build_object('description', 'Neu: Wimpernverlängerung ' || s),
         CASE WHEN s % 3 = 0 THEN 'pending' WHEN s % 3 = 1 THEN 'approved' ELSE 'rejected' END,
         CASE WHEN s % 3 = 2 THEN 'Bitte ohne Preise in der Beschreibung' END,
         ${userId(`(s - 1) * ${perStudio.customers + 1} + 1`)},
         now() - (s % 300) * interval '1 day' - s * interval '1 second',
         CASE WHEN s % 3 <> 0 THEN now() - (s % 300) * interval '1 day' + interval '1 hour' END
       FROM studio`,
    );
    await step(
      'stamp cards',
      `INSERT INTO stamp_cards (id, shop_id, title, image_url, redeem_count)
       SELECT ${stampCardId('s')}, ${shopId('s')}, 'Die zehnte Maniküre gratis', '/images/stamp.png', 10 FROM studio`,
    );
    // The customers have their client cards from their bookings already: the trigger would only
    // touch each card's last contact again.
    await withTriggersOff(client, 'customer_stamp_cards', ['customer_stamp_cards_client'], () =>
      step(
        "customers' stamp cards",
        `INSERT INTO customer_stamp_cards (shop_id, user_id, stamps, max_stamps, created_at, updated_at)
         SELECT ${shopId('s')}, ${userId(`(s - 1) * ${perStudio.customers + 1} + c + 1`)}, ${perStudio.stampEvents}, 10,
           now() - c * interval '3 days', now() - c * interval '1 day'
         FROM studio, generate_series(1, ${perStudio.stampCustomers}) c`,
      ),
    );
    await step(
      'stamp log',
      `INSERT INTO stamp_card_events (shop_id, user_id, kind, count, stamps_after, created_at)
       SELECT ${shopId('s')}, ${userId(`(s - 1) * ${perStudio.customers + 1} + c + 1`)}, 'stamps_added', 1, e,
         now() - (300 - e * 50 - c) * interval '1 day'
       FROM studio, generate_series(1, ${perStudio.stampCustomers}) c, generate_series(1, ${perStudio.stampEvents}) e`,
    );
    await step(
      'vouchers',
      `INSERT INTO vouchers (id, shop_id, code, name, total_cents, remaining_cents, price_cents, currency,
         buyer_name, buyer_email, purchased_at, expires_at)
       SELECT ${voucherId(`(s - 1) * ${perStudio.vouchers} + v`)}, ${shopId('s')},
         upper(to_hex(s)) || '-' || v || '-' || substr(md5(s::text || '/' || v), 1, 8), 'Gutschein 50 €', 5000,
         5000 - (v % 3) * 1000, 5000, 'EUR', 'Käuferin ' || v, 'buyer.' || s || '.' || v || '@example.com',
         now() - (v * 30 + s % 30) * interval '1 day', now() + interval '2 years' - (v * 30) * interval '1 day'
       FROM studio, generate_series(1, ${perStudio.vouchers}) v`,
    );
    await client.query(`CREATE TEMP TABLE group_plan AS
      SELECT s, g, (s - 1) * ${perStudio.orderGroups * 10} + g AS n,
        now() - (g * 365.0 / CASE WHEN busy THEN ${perStudio.orderGroups * 10} ELSE ${perStudio.orderGroups} END) * interval '1 day' AS opened_at,
        1 + g % ${perStudio.customers} AS customer
      FROM studio, generate_series(1, CASE WHEN busy THEN ${perStudio.orderGroups * 10} ELSE ${perStudio.orderGroups} END) g`);
    await step(
      'order groups',
      `INSERT INTO order_groups (id, shop_id, user_id, table_number, opened_at, closes_at, closed_at)
       SELECT ${groupId('n')}, ${shopId('s')}, ${userId(`(s - 1) * ${perStudio.customers + 1} + customer + 1`)},
         (1 + g % 12)::text, opened_at, opened_at + interval '3 hours', opened_at + interval '2 hours'
       FROM group_plan`,
    );
    await withTriggersOff(client, 'orders', ['orders_client'], () =>
      step(
        'orders',
        `INSERT INTO orders (id, shop_id, group_id, user_id, table_number, status, subtotal_cents, total_cents,
           created_at, updated_at, decided_at)
         SELECT ${orderId(`n * ${perStudio.ordersPerGroup} + o`)}, ${shopId('s')}, ${groupId('n')},
           ${userId(`(s - 1) * ${perStudio.customers + 1} + customer + 1`)}, (1 + g % 12)::text,
           CASE WHEN g = 1 AND o = 1 THEN 'pending' WHEN (g + o) % 11 = 0 THEN 'declined' ELSE 'completed' END,
           450 * (o + 1), 450 * (o + 1), opened_at + o * interval '10 minutes', opened_at + o * interval '12 minutes',
           CASE WHEN g = 1 AND o = 1 THEN NULL ELSE opened_at + o * interval '12 minutes' END
         FROM group_plan, generate_series(0, ${perStudio.ordersPerGroup - 1}) o`,
      ),
    );
    // Page views over the past year, oldest first: a studio's page and its booking page, by returning
    // visitors.
    if (!values['no-page-views']) {
      await withIndexesBuiltAfter(client, 'page_views', () =>
        step(
          'page views',
          `INSERT INTO page_views (path, shop_id, visitor_id, occurred_at)
         SELECT CASE WHEN v % 3 = 0 THEN '/partner/' || ${shopId('s')} || '/app/book' ELSE '/partner/' || ${shopId('s')} END,
           ${shopId('s')}::text, md5(s::text || '/' || (v % 400)),
           now() - (v * 365.0 / ${perStudio.pageViews}) * interval '1 day' - (v % 24) * interval '1 hour'
         -- Visits arrive in time order, so a day's views lie together in the table as they would.
         FROM generate_series(${perStudio.pageViews}, 1, -1) v, LATERAL (SELECT s FROM studio) x`,
        ),
      );
    }
    await client.query('ANALYZE');
  });
  if (!values['no-page-views']) {
    const rollupStarted = performance.now();
    let span = await rollUpAnalytics(handle.db, Date.now());
    while (span !== null) span = await rollUpAnalytics(handle.db, Date.now());
    console.log(`  analytics rollup             ${seconds(rollupStarted)}`);
  }
  // Index-only scans need the visibility map that VACUUM sets, and the rollup's replaced rows
  // their space back, as autovacuum would have done by the time anyone measures.
  await withClient(url, (client) => client.query('VACUUM ANALYZE'));
  await handle.close();
  console.log(`generated ${studios} studios in ${seconds(started)}`);
}

// ---------------------------------------------------------------------------------------------
// Measuring

const adminEmail = 'scale-admin@example.com';
const adminPassword = 'scale-admin-password';
const mainScript = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));
const tokens = createSessionTokens(benchJwtSecret);

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

interface Api {
  address: string;
  process: ChildProcess;
}

async function startApi(url: string, seedDemo: boolean): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      WEB_CONCURRENCY: '2',
      API_KEYS: benchApiKey,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      JWT_SECRET: benchJwtSecret,
      SEED_DEMO: seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the API server did not start');
    const ready = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 1200) throw new Error('the API server did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { address, process: child };
}

async function stopApi(api: Api): Promise<void> {
  api.process.kill('SIGTERM');
  if (api.process.exitCode === null) await once(api.process, 'exit');
}

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': benchApiKey },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** What the routes of one data set are asked about: its busiest studio, a regular customer, … */
interface Subjects {
  busyShopId: string;
  busyShopAdmin: { uid: string; generation: number };
  regularCustomer: { uid: string; generation: number };
  treatmentIds: string[];
  /** Each live studio with one of its treatments: free times asked of another studio each time. */
  studioTreatments: { shopId: string; treatmentId: string }[];
  searchWord: { shop: string; user: string; treatment: string };
  users: number;
  shops: number;
  bookings: number;
}

async function subjectsOf(url: string): Promise<Subjects> {
  return withClient(url, async (client) => {
    const busy = await client.query<{ shop_id: string }>(
      `SELECT shop_id FROM bookings WHERE start_at > now() GROUP BY shop_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const busyShopId = busy.rows[0]?.shop_id;
    if (!busyShopId) throw new Error('no studio with upcoming bookings');
    const owner = await client.query<{ id: string; session_generation: number }>(
      `SELECT id, session_generation FROM users WHERE shop_id = $1 AND role = 'shopAdmin' ORDER BY created_at LIMIT 1`,
      [busyShopId],
    );
    const regular = await client.query<{ id: string; session_generation: number }>(
      `SELECT u.id, u.session_generation FROM users u
       LEFT JOIN bookings b ON b.user_id = u.id AND b.start_at < now()
       WHERE u.role = 'appUser' GROUP BY u.id ORDER BY count(b.id) DESC, u.id LIMIT 1`,
    );
    const treatments = await client.query<{ id: string }>(
      `SELECT id FROM treatments WHERE shop_id = $1 AND active ORDER BY position LIMIT 1`,
      [busyShopId],
    );
    const studioTreatments = await client.query<{ shop_id: string; treatment_id: string }>(
      `SELECT s.id AS shop_id, t.id AS treatment_id FROM shops s
       JOIN LATERAL (SELECT id FROM treatments WHERE shop_id = s.id AND active ORDER BY position LIMIT 1) t ON true
       WHERE s.status = 'active' ORDER BY s.id`,
    );
    const counts = await client.query<{ users: string; shops: string; bookings: string }>(
      `SELECT (SELECT count(*) FROM users) users, (SELECT count(*) FROM shops) shops,
              (SELECT count(*) FROM bookings) bookings`,
    );
    const ownerRow = owner.rows[0];
    const regularRow = regular.rows[0];
    if (!ownerRow || !regularRow) throw new Error('the busy studio has no owner or no customer');
    const count = counts.rows[0];
    return {
      busyShopId,
      busyShopAdmin: { uid: ownerRow.id, generation: ownerRow.session_generation },
      regularCustomer: { uid: regularRow.id, generation: regularRow.session_generation },
      treatmentIds: treatments.rows.map((row) => row.id),
      studioTreatments: studioTreatments.rows.map((row) => ({
        shopId: row.shop_id,
        treatmentId: row.treatment_id,
      })),
      searchWord: { shop: 'lumi', user: 'anna', treatment: 'pedi' },
      users: Number(count?.users),
      shops: Number(count?.shops),
      bookings: Number(count?.bookings),
    };
  });
}

interface Route {
  name: string;
  path: (subjects: Subjects, n: number) => string;
  /**
   * A deep page reached by cursor: this route's path (an offset page) is asked once, and the page
   * measured is the one its `x-next-cursor` continues with, as a screen paging on would ask it.
   */
  byCursor?: boolean;
  /** Whose token the requests carry; `anonymous` none, as a customer browsing free times. */
  token: 'admin' | 'owner' | 'customer' | 'anonymous';
  /** Free-time searches are limited per address: each request comes from another customer. */
  manyCustomers?: boolean;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Deep pages as deep as the data set allows, so the demo's figures are of the same query.
const deep = (total: number, wanted: number) => Math.max(0, Math.min(wanted, total - 50));

const routes: Route[] = [
  {
    name: 'GET shops/all/true?limit=50&offset=9000',
    path: (s) => `/api/shops/all/true?limit=50&offset=${deep(s.shops, 9000)}`,
    token: 'admin',
  },
  {
    name: 'GET shops/all/true?search=lumi',
    path: (s) => `/api/shops/all/true?search=${s.searchWord.shop}`,
    token: 'admin',
  },
  {
    name: 'GET users?offset=150000',
    path: (s) => `/api/users?offset=${deep(s.users, 150_000)}`,
    token: 'admin',
  },
  {
    name: 'GET users?cursor= (after 150,000)',
    path: (s) => `/api/users?offset=${Math.max(0, deep(s.users, 150_000) - 50)}`,
    token: 'admin',
    byCursor: true,
  },
  { name: 'GET users?search=anna', path: (s) => `/api/users?search=${s.searchWord.user}`, token: 'admin' },
  { name: 'GET approvals (first 100)', path: () => '/api/approvals?limit=100', token: 'admin' },
  {
    name: 'GET services?search=pedi',
    path: (s) => `/api/services?search=${s.searchWord.treatment}`,
    token: 'admin',
  },
  { name: 'GET bookings (50)', path: () => '/api/bookings?limit=50', token: 'admin' },
  {
    name: 'GET analytics/summary, a year',
    path: () => `/api/analytics/summary?from=${isoDay(-364)}&to=${isoDay(0)}`,
    token: 'admin',
  },
  {
    name: 'GET bookings?offset=100000',
    path: (s) => `/api/bookings?limit=50&offset=${deep(s.bookings, 100_000)}`,
    token: 'admin',
  },
  {
    name: 'GET bookings?cursor= (after 100,000)',
    path: (s) => `/api/bookings?limit=50&offset=${Math.max(0, deep(s.bookings, 100_000) - 50)}`,
    token: 'admin',
    byCursor: true,
  },
  { name: 'GET me/bookings past', path: () => '/api/me/bookings?when=past', token: 'customer' },
  {
    name: 'GET shops/{id}/bookings 60 days',
    path: (s) => `/api/shops/${s.busyShopId}/bookings?from=${isoDay(0)}&to=${isoDay(60)}`,
    token: 'owner',
  },
  {
    // A customer in Berlin's centre: 20 studios within 10 km that offer Shellac, each with its next
    // free times on a day of the coming week (the slot engine runs once per studio found).
    name: 'GET studios?q=Shellac (20, free times)',
    path: (_, n) =>
      `/api/studios?lat=52.52&lng=13.405&radiusKm=10&q=Shellac&date=${isoDay(1 + (n % 7))}&limit=20`,
    token: 'customer',
    manyCustomers: true,
  },
  {
    // Every request asks another studio (the large set has 9,400 live ones, more than a run asks),
    // so none meets a kept answer; the demo's few studios answer from kept ones after their first.
    name: 'GET slots, a week of another studio each',
    path: (s, n) => {
      const asked = s.studioTreatments[n % s.studioTreatments.length];
      return `/api/shops/${asked?.shopId}/slots?serviceIds=${asked?.treatmentId}&from=${isoDay(1)}&to=${isoDay(7)}`;
    },
    token: 'anonymous',
    manyCustomers: true,
  },
  {
    name: 'GET slots, another week each',
    path: (s, n) =>
      `/api/shops/${s.busyShopId}/slots?serviceIds=${s.treatmentIds.join(',')}&from=${isoDay(1 + (n % 50))}&to=${isoDay(7 + (n % 50))}`,
    // The demo's busiest studio may not be public yet: its admin asks.
    token: 'admin',
    manyCustomers: true,
  },
];

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const headersOf = (token: string | null): Record<string, string> => ({
  'x-api-key': benchApiKey,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

let requestNumber = 0;
async function measureRoute(
  address: string,
  route: Route,
  subjects: Subjects,
  token: string | null,
): Promise<Figures> {
  const duration = Number(values.duration);
  const result = await autocannon({
    url: `${address}${route.path(subjects, 0)}`,
    connections: Number(values.connections),
    duration,
    headers: headersOf(token),
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          requestNumber += 1;
          return {
            ...request,
            path: route.path(subjects, requestNumber),
            headers: {
              ...request.headers,
              ...(route.manyCustomers ? { 'x-forwarded-for': clientAddress(requestNumber) } : {}),
            },
          };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureDataSet(
  url: string,
  seedDemo: boolean,
  chosen: Route[],
): Promise<Map<string, Figures>> {
  const api = await startApi(url, seedDemo);
  try {
    const subjects = await subjectsOf(url);
    const adminToken = await signIn(api.address);
    const owner = await tokens.sign({
      uid: subjects.busyShopAdmin.uid,
      role: 'shopAdmin',
      shopId: subjects.busyShopId,
      generation: subjects.busyShopAdmin.generation,
    });
    const customer = await tokens.sign({
      uid: subjects.regularCustomer.uid,
      role: 'appUser',
      shopId: null,
      generation: subjects.regularCustomer.generation,
    });
    const tokenOf = { admin: adminToken, owner, customer, anonymous: null };
    const figures = new Map<string, Figures>();
    for (const chosenRoute of chosen) {
      const check = await fetch(`${api.address}${chosenRoute.path(subjects, 0)}`, {
        headers: headersOf(tokenOf[chosenRoute.token]),
      });
      if (!check.ok) throw new Error(`${chosenRoute.name} answered ${check.status}: ${await check.text()}`);
      let route = chosenRoute;
      if (route.byCursor) {
        const cursor = check.headers.get('x-next-cursor');
        const pagePath = route.path(subjects, 0).replace(/&?offset=\d+/, '');
        // A data set of one page (the demo's) has no page to continue to: its only page is measured.
        const measured = cursor
          ? `${pagePath}${pagePath.includes('?') ? '&' : '?'}cursor=${cursor}`
          : pagePath;
        route = { ...route, path: () => measured };
      }
      figures.set(route.name, await measureRoute(api.address, route, subjects, tokenOf[route.token]));
    }
    return figures;
  } finally {
    await stopApi(api);
  }
}

async function measure(): Promise<void> {
  const demoUrl = process.env.DEMO_DATABASE_URL;
  if (!demoUrl) throw new Error('DEMO_DATABASE_URL names the demo database (seeded at start when empty)');
  const chosen = values.only
    ? routes.filter((route) => values.only?.split(',').some((word) => route.name.includes(word.trim())))
    : routes;
  const large = largeUrl as string;
  const scale = await subjectsOf(large);
  console.log(`large data set: ${scale.shops} studios, ${scale.users} accounts, ${scale.bookings} bookings`);
  const demo = await measureDataSet(demoUrl, true, chosen);
  const big = await measureDataSet(large, false, chosen);
  const rows = chosen.map((route) => {
    const d = demo.get(route.name);
    const b = big.get(route.name);
    if (!d || !b) throw new Error(`no figures for ${route.name}`);
    const rps = route.manyCustomers ? ` (${Math.round(d.rps)} / ${Math.round(b.rps)} req/s)` : '';
    const errors = d.errors + b.errors > 0 ? ` ${d.errors + b.errors} non-2xx` : '';
    return `| \`${route.name}\`${rps}${errors} | ${d.p50} / ${d.p99} | ${b.p50} / ${b.p99} | ${(b.p99 / Math.max(1, d.p99)).toFixed(1)}× |`;
  });
  console.log('| route | demo p50 / p99 ms | large p50 / p99 ms | p99 ratio |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
}

if (values.generate) await generate(largeUrl, Number(values.studios));
if (values.measure) await measure();
