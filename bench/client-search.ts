// The studio's client search on 20,000 clients, over HTTP against the API in its own process on
// PostgreSQL: 300 searches as a studio types them (name parts, email parts, phone digits) print
// their p50 and p99 (target p99 < 50 ms), and the list's first page its own. Clients are seeded
// in SQL, as the contacts' triggers would write them.
// Run: DATABASE_URL=postgres://… node bench/client-search.ts
import { api, createBenchStudio, startBenchServer } from './booking-support.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench/client-search.ts needs DATABASE_URL=postgres://… (clients are seeded in SQL)');
  process.exit(1);
}

const clientCount = 20_000;
const server = await startBenchServer();
const withDatabase: NonNullable<typeof server.withDatabase> =
  server.withDatabase ??
  (() => {
    throw new Error('no database access');
  });
// A studio goes live only with a treatment and a team member.
const studio = await createBenchStudio(server, { members: 1, durations: [45] });
const firstNames = ['Anna', 'Mai', 'Linh', 'Sara', 'Lena', 'Hoa', 'Julia', 'Emma', 'Thu', 'Nora'];
const lastNames = ['Nguyen', 'Schmidt', 'Tran', 'Müller', 'Le', 'Weber', 'Pham', 'Fischer', 'Vo', 'Wagner'];
await withDatabase(async (client) => {
  await client.query(
    `INSERT INTO clients (id, shop_id, name, email, phone)
     SELECT gen_random_uuid(), $1,
       ($2::text[])[1 + n % 10] || ' ' || ($3::text[])[1 + (n / 10) % 10] || ' ' || n,
       'client' || n || '@example.com', '+49 151 ' || lpad(n::text, 7, '0')
     FROM generate_series(1, $4) AS n`,
    [studio.shopId, firstNames, lastNames, clientCount],
  );
  await client.query('ANALYZE clients');
});

const base = `/api/shops/${studio.shopId}/clients`;
const queries = Array.from({ length: 300 }, (_, index) => {
  const kind = index % 3;
  if (kind === 0) return `${lastNames[index % 10]?.slice(0, 3 + (index % 3))}`;
  if (kind === 1) return `client${(index * 37) % clientCount}@`;
  return `0151 ${String((index * 53) % clientCount)
    .padStart(7, '0')
    .slice(0, 5)}`;
});
const durations: number[] = [];
for (const q of queries) {
  const started = performance.now();
  const answer = await api<{ total: number }>(server.address, 'GET', `${base}?q=${encodeURIComponent(q)}`, {
    token: server.adminToken,
  });
  durations.push(performance.now() - started);
  if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
}
durations.sort((a, b) => a - b);
const at = (share: number) =>
  durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;

const pages: number[] = [];
for (let round = 0; round < 20; round += 1) {
  const started = performance.now();
  const answer = await api<{ total: number }>(server.address, 'GET', `${base}?page=1&pageSize=25`, {
    token: server.adminToken,
  });
  pages.push(performance.now() - started);
  if (answer.status !== 200 || answer.body.total !== clientCount)
    throw new Error('first page answered wrong');
}
pages.sort((a, b) => a - b);

console.log(
  `database: ${server.kind}; API in its own process; ${clientCount.toLocaleString('en')} clients\n`,
);
console.log(
  `client search, 300 queries: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (target < 50 ms)`,
);
console.log(`client list, first page of 25: median ${(pages[10] ?? 0).toFixed(1)} ms`);
await server.close();
