// Table orders under load, over HTTP against the API in its own process (PostgreSQL when
// DATABASE_URL is set, else PGlite): 100 guests at 100 tables order at once while the shop's board
// listens on its server-sent event stream; prints how long each order took to reach the board after
// its 201 (p50, p99, max), then order submissions per second for 1,000 orders, 100 in flight. Each
// order carries its table's QR token; each guest orders once per round from an address of its own,
// so the per-session and per-address order limits never answer.
// Run: [DATABASE_URL=postgres://…] node bench/cafe-orders.ts
import { api, benchApiKey, clientAddress, createBenchStudio, startBenchServer } from './booking-support.ts';

const server = await startBenchServer();
const token = server.adminToken;
// A studio goes live only with a team member and a treatment; its menu and table orders are modules
// of their own, off for a nail studio until switched on.
const studio = await createBenchStudio(server, { members: 1, durations: [30] });
const shopApi = `/api/shops/${studio.shopId}`;
const modules = await api(server.address, 'PUT', `/api/flags/shop/${studio.shopId}`, {
  token,
  body: { menuEnabled: true, ordersEnabled: true },
});
if (modules.status !== 200) throw new Error(`module flags answered ${modules.status}`);

const category = await api<{ id: string }>(server.address, 'POST', `${shopApi}/menu/categories`, {
  token,
  body: { name: 'Kaffee' },
});
const articleIds: string[] = [];
for (const [index, name] of ['Espresso', 'Cappuccino', 'Latte', 'Kuchen', 'Tee'].entries()) {
  const article = await api<{ id: string }>(server.address, 'POST', `${shopApi}/menu/articles`, {
    token,
    body: { name, description: name, priceCents: 250 + index * 50, categoryId: category.body.id },
  });
  if (article.status !== 201) throw new Error(`article answered ${article.status}`);
  articleIds.push(article.body.id);
}

const tables = 100;
const rounds = 11;
const links = await api<{ tableNumber: string; url: string }[]>(
  server.address,
  'GET',
  `${shopApi}/tables/links?tables=1-${tables}`,
  { token },
);
const tableTokens = new Map(
  links.body.map((link) => [link.tableNumber, new URL(link.url).searchParams.get('table') ?? '']),
);
/** The guests of each round: guest n of round r sits at table n + 1, from an address of its own. */
const guests: string[][] = [];
for (let round = 0; round < rounds; round += 1) {
  const roundGuests: string[] = [];
  for (let n = 0; n < tables; n += 1) {
    const guest = await api<{ token: string }>(server.address, 'POST', '/api/auth/guest', {
      clientAddress: clientAddress(round * tables + n + 1),
    });
    if (guest.status !== 200) throw new Error(`guest answered ${guest.status}`);
    roundGuests.push(guest.body.token);
  }
  guests.push(roundGuests);
}

// The board: the shop admin's event stream, each order's arrival time by id.
const arrivals = new Map<string, number>();
const board = new AbortController();
const stream = await fetch(`${server.address}${shopApi}/orders/events`, {
  headers: { 'x-api-key': benchApiKey, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  signal: board.signal,
});
if (!stream.ok || !stream.body) throw new Error(`board stream answered ${stream.status}`);
const reading = (async () => {
  const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const chunk = await reader?.read().catch(() => ({ done: true, value: '' }));
    if (!chunk || chunk.done) return;
    buffer += chunk.value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const order = JSON.parse(data.slice(6)) as { id: string };
      if (!arrivals.has(order.id)) arrivals.set(order.id, performance.now());
    }
  }
})();

async function order(round: number, guest: number): Promise<{ id: string; answeredAt: number }> {
  const table = String(guest + 1);
  const answer = await api<{ id: string }>(server.address, 'POST', `${shopApi}/orders`, {
    token: guests[round]?.[guest] ?? '',
    clientAddress: clientAddress(round * tables + guest + 1),
    body: {
      tableNumber: table,
      tableToken: tableTokens.get(table) ?? '',
      items: [
        { articleId: articleIds[guest % articleIds.length], quantity: 1 + (guest % 3) },
        { articleId: articleIds[(guest + 1) % articleIds.length], quantity: 1 },
      ],
    },
  });
  if (answer.status !== 201)
    throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, answeredAt: performance.now() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

console.log(`database: ${server.kind}; API in its own process\n`);

// 100 tables order at once; each order's delay from its 201 to its event on the board.
const burstStart = performance.now();
const burst = await Promise.all(Array.from({ length: tables }, (_, guest) => order(0, guest)));
const burstMs = performance.now() - burstStart;
const deadline = performance.now() + 10_000;
while (burst.some((placed) => !arrivals.has(placed.id)) && performance.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const delays = burst
  .map((placed) => (arrivals.get(placed.id) ?? Number.NaN) - placed.answeredAt)
  .filter((delay) => !Number.isNaN(delay))
  .map((delay) => Math.max(0, delay))
  .sort((a, b) => a - b);
console.log(`100 tables ordering at once: all answered in ${burstMs.toFixed(0)} ms`);
console.log(
  `board delivery after the 201: ${delays.length}/${tables} arrived; p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms`,
);

// Throughput: 1,000 orders from 100 tables, a round of guests after another, 100 in flight.
const total = (rounds - 1) * tables;
const started = performance.now();
for (let round = 1; round < rounds; round += 1) {
  await Promise.all(Array.from({ length: tables }, (_, guest) => order(round, guest)));
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `order submissions: ${total} in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} orders/s (100 in flight)`,
);

board.abort();
await reading;
await server.close();
