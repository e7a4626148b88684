// Voucher redemptions under load, over HTTP against the API in its own process on PostgreSQL: 100
// vouchers of 100 € held by 100 customers; in 10 rounds each holder asks to redeem 10 € and the shop
// confirms the 100 requests at once, each confirmation sent twice at the same moment (a double
// click): 1,000 requests in all. Prints confirmations per second and checks in SQL that no balance
// went below zero and that exactly the confirmed amounts came off. Vouchers and accounts are seeded
// in SQL; tokens are signed with the server's secret.
// Run: DATABASE_URL=postgres://… node bench/vouchers.ts
import { createSessionTokens } from '../apps/api/src/http/session-tokens.ts';
import { api, benchJwtSecret, createBenchStudio, startBenchServer } from './booking-support.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench/vouchers.ts needs DATABASE_URL=postgres://… (vouchers are seeded in SQL)');
  process.exit(1);
}

const vouchers = 100;
const rounds = 10;
const valueCents = 10_000;
const amountCents = 1_000;

const server = await startBenchServer();
const withDatabase: NonNullable<typeof server.withDatabase> =
  server.withDatabase ??
  (() => {
    throw new Error('no database access');
  });
const tokens = createSessionTokens(benchJwtSecret);
const studio = await createBenchStudio(server, { members: 0, durations: [] });
const shopApi = `/api/shops/${studio.shopId}`;

const holders = await withDatabase(async (client) => {
  await client.query(
    `INSERT INTO payout_accounts (shop_id, provider, account_id, charges_enabled, payouts_enabled, details_submitted)
     VALUES ($1, 'test', $2, true, true, true)`,
    [studio.shopId, `acct_test_${studio.shopId.replaceAll('-', '')}`],
  );
  const { rows } = await client.query<{ user_id: string; voucher_id: string }>(
    `WITH holders AS (
       INSERT INTO users (id, email, name, role, email_verified)
       SELECT gen_random_uuid(), 'voucher-' || n || '@example.com', 'Holder ' || n, 'appUser', true
       FROM generate_series(1, $2) AS n RETURNING id
     )
     INSERT INTO vouchers (id, shop_id, code, name, total_cents, remaining_cents, price_cents, currency,
                           buyer_name, buyer_email, holder_id, expires_at)
     SELECT gen_random_uuid(), $1, 'BENCH-' || substr(md5(id::text), 1, 10), 'Bench', $3, $3, $3, 'EUR',
            'Bench', 'bench@example.com', id, now() + interval '3 years'
     FROM holders RETURNING holder_id AS user_id, id AS voucher_id`,
    [studio.shopId, vouchers, valueCents],
  );
  return rows;
});

const line = (label: string, ms: number, count: number) =>
  console.log(
    `${label.padEnd(62)} ${ms.toFixed(0).padStart(7)} ms  (${((count / ms) * 1000).toFixed(0).padStart(5)} per second)`,
  );

console.log(`database: ${server.kind}; API in its own process\n`);

let requested = 0;
let confirmed = 0;
let alreadyHandled = 0;
let requestMs = 0;
let confirmMs = 0;
for (let round = 0; round < rounds; round += 1) {
  let started = performance.now();
  const ids = await Promise.all(
    holders.map(async ({ user_id, voucher_id }) => {
      const token = await tokens.sign({ uid: user_id, role: 'appUser', shopId: null, generation: 0 });
      const answer = await api<{ id: string }>(
        server.address,
        'POST',
        `/api/me/vouchers/${voucher_id}/redeem-requests`,
        {
          token,
          body: { amountCents },
        },
      );
      if (answer.status !== 201) throw new Error(`redeem request answered ${answer.status}`);
      requested += 1;
      return answer.body.id;
    }),
  );
  requestMs += performance.now() - started;
  started = performance.now();
  const answers = await Promise.all(
    ids.flatMap((id) =>
      [0, 1].map(() =>
        api(server.address, 'POST', `${shopApi}/vouchers/requests/${id}/confirm`, {
          token: server.adminToken,
        }),
      ),
    ),
  );
  confirmMs += performance.now() - started;
  for (const answer of answers) {
    if (answer.status === 200) confirmed += 1;
    else if (answer.status === 409) alreadyHandled += 1;
    else throw new Error(`confirm answered ${answer.status}`);
  }
}

line(`${requested} POST me/vouchers/{id}/redeem-requests, 100 at a time`, requestMs, requested);
line(`${confirmed} confirmations (each sent twice at once: ${alreadyHandled} × 8001)`, confirmMs, confirmed);

const balances = await withDatabase(async (client) => {
  const { rows } = await client.query<{ min: number; max: number; total: string }>(
    'SELECT min(remaining_cents) AS min, max(remaining_cents) AS max, sum(remaining_cents) AS total FROM vouchers WHERE shop_id = $1',
    [studio.shopId],
  );
  return rows[0];
});
const expected = vouchers * valueCents - confirmed * amountCents;
console.log(
  `balances after: min ${balances?.min} cents, max ${balances?.max} cents, total ${balances?.total} (expected ${expected})`,
);
if (!balances || balances.min < 0 || Number(balances.total) !== expected || confirmed !== requested) {
  console.error('voucher balances do not add up');
  process.exitCode = 1;
}

await server.close();
