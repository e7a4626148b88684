// Stamp cards under load, over HTTP against the API in its own process on PostgreSQL: 1,000
// customers ask for a stamp, the shop confirms the 1,000 requests 100 at a time (one
// `requests/decide` call per 100, and again as 100 simultaneous single confirmations), then the
// shop lists 10,000 customers' cards page by page. Accounts are seeded in SQL (hashing 1,000
// passwords would measure argon2, not stamps) and their tokens signed with the server's secret.
// Run: DATABASE_URL=postgres://… node bench/stamp-cards.ts
import { createSessionTokens } from '../apps/api/src/http/session-tokens.ts';
import { api, benchJwtSecret, createBenchStudio, startBenchServer } from './booking-support.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench/stamp-cards.ts needs DATABASE_URL=postgres://… (accounts are seeded in SQL)');
  process.exit(1);
}

const server = await startBenchServer();
const withDatabase: NonNullable<typeof server.withDatabase> =
  server.withDatabase ??
  (() => {
    throw new Error('no database access');
  });
const tokens = createSessionTokens(benchJwtSecret);
const token = server.adminToken;
const studio = await createBenchStudio(server, { members: 0, durations: [] });
const shopApi = `/api/shops/${studio.shopId}/stamp-card`;
const card = await api(server.address, 'PUT', shopApi, {
  token,
  body: { title: 'Bench card', imageUrl: '/uploads/bench.webp', redeemCount: 50 },
});
if (card.status !== 200) throw new Error(`card set-up answered ${card.status}`);

/** `count` customer accounts, their ids in creation order. */
async function seedCustomers(count: number, prefix: string): Promise<string[]> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (id, email, name, role, email_verified)
       SELECT gen_random_uuid(), $1 || n || '@example.com', 'Bench ' || n, 'appUser', true
       FROM generate_series(1, $2) AS n RETURNING id`,
      [prefix, count],
    );
    return rows.map((row) => row.id);
  });
}

/** Runs `work` for every item with at most `parallel` in flight; the elapsed milliseconds. */
async function timed<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < items.length; index += parallel) {
    await Promise.all(items.slice(index, index + parallel).map(work));
  }
  return performance.now() - started;
}

/** Each customer asks for one stamp; the request ids. */
async function requestStamps(customers: string[]): Promise<{ ids: string[]; ms: number }> {
  const ids: string[] = [];
  const ms = await timed(customers, 100, async (uid) => {
    const customerToken = await tokens.sign({ uid, role: 'appUser', shopId: null, generation: 0 });
    const answer = await api<{ id: string }>(server.address, 'POST', `${shopApi}/requests`, {
      token: customerToken,
      body: { action: 'stamp' },
    });
    if (answer.status !== 201) throw new Error(`request answered ${answer.status}`);
    ids.push(answer.body.id);
  });
  return { ids, ms };
}

const line = (label: string, ms: number, count: number) =>
  console.log(`${label.padEnd(58)} ${ms.toFixed(0).padStart(7)} ms  (${(ms / count).toFixed(2)} ms each)`);

console.log(`database: ${server.kind}; API in its own process\n`);

const first = await requestStamps(await seedCustomers(1000, 'batch-'));
line('1,000 POST stamp-card/requests, 100 at a time', first.ms, 1000);
const batches: string[][] = [];
for (let index = 0; index < first.ids.length; index += 100) batches.push(first.ids.slice(index, index + 100));
let confirmed = 0;
const batchMs = await timed(batches, 1, async (ids) => {
  const answer = await api<{ decided: unknown[] }>(server.address, 'POST', `${shopApi}/requests/decide`, {
    token,
    body: { ids, decision: 'confirm' },
  });
  confirmed += answer.body.decided.length;
});
line(`confirm 1,000 via requests/decide, 100 ids per call (${confirmed} ok)`, batchMs, 1000);

const second = await requestStamps(await seedCustomers(1000, 'single-'));
let singles = 0;
const singleMs = await timed(second.ids, 100, async (id) => {
  const answer = await api(server.address, 'POST', `${shopApi}/requests/${id}/confirm`, { token });
  if (answer.status === 200) singles += 1;
});
line(`confirm 1,000 singly, 100 simultaneous (${singles} ok)`, singleMs, 1000);

// 10,000 cards in all: the 2,000 above and 8,000 more, each with a log entry.
await withDatabase(async (client) => {
  const ids = await seedCustomers(8000, 'list-');
  await client.query(
    `INSERT INTO customer_stamp_cards (shop_id, user_id, stamps, max_stamps)
     SELECT $1, id, 3, 50 FROM unnest($2::uuid[]) AS id`,
    [studio.shopId, ids],
  );
  await client.query(
    `INSERT INTO stamp_card_events (shop_id, user_id, kind, count, stamps_after)
     SELECT $1, id, 'stamps_added', 3, 3 FROM unnest($2::uuid[]) AS id`,
    [studio.shopId, ids],
  );
  await client.query('ANALYZE');
});
let listed = 0;
const pageMs: number[] = [];
const listMs = await timed(
  Array.from({ length: 20 }, (_unused, page) => page),
  1,
  async (page) => {
    const started = performance.now();
    const answer = await api<unknown[]>(
      server.address,
      'GET',
      `${shopApi}/customers?limit=500&offset=${page * 500}`,
      {
        token,
      },
    );
    pageMs.push(performance.now() - started);
    listed += answer.body.length;
  },
);
pageMs.sort((a, b) => a - b);
line(`list 10,000 customers' cards, 20 pages of 500 (${listed} listed)`, listMs, 20);
console.log(`  per page: p50 ${pageMs[10]?.toFixed(0)} ms, max ${pageMs.at(-1)?.toFixed(0)} ms`);

await server.close();
