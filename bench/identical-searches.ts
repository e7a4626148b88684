// Identical free-time searches arriving together, over HTTP against the API in its own process
// (PostgreSQL when DATABASE_URL is set, else PGlite), in the slots studio of booking-http.ts: one
// 31-day search for a 45-minute treatment. Before each measurement the studio's availability
// changes (a closure added past the searched days and the bookings, which bumps its availability
// version), so the answer is no longer kept and has to be computed again. Per round it measures
// - one search alone (the answer computed once);
// - the same search from 120 clients at once right afterwards, the answer already kept: the time
//   of sending a finished answer to 120 clients;
// - after another change, 120 identical searches at once, none of whose answers is kept.
// Prints p50 and p99 of each (one search alone: over the rounds; the bursts: over all their
// requests), and whether the burst's p99 stays within one search plus sending to 120 clients.
// Each request comes from an address of its own (searches are limited per address).
// Run: [DATABASE_URL=postgres://…] node bench/identical-searches.ts [--rounds 5] [--clients 120]
import { parseArgs } from 'node:util';
import {
  api,
  type BenchServer,
  benchApiKey,
  clientAddress,
  createSlotsStudio,
  guestToken,
  openDays,
  startBenchServer,
} from './booking-support.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, clients: { type: 'string', default: '120' } },
});
const rounds = Number(values.rounds);
const clients = Number(values.clients);

const percentile = (sample: number[], p: number) => {
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;
};

async function measure(server: BenchServer): Promise<void> {
  const { studio, seeded } = await createSlotsStudio(server, await guestToken(server.address));
  const from = openDays(1, 7)[0] ?? '';
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const searchPath = `/api/shops/${studio.shopId}/slots?serviceIds=${studio.serviceIds[1]}&from=${from}&to=${to}`;

  let nextClient = 0;
  /** One search from a client address of its own; its time from sending to the last byte read. */
  async function timedSearch(): Promise<{ ms: number; bytes: number }> {
    nextClient += 1;
    const sentAt = performance.now();
    const response = await fetch(`${server.address}${searchPath}`, {
      headers: { 'x-api-key': benchApiKey, 'x-forwarded-for': clientAddress(nextClient) },
    });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    return { ms: performance.now() - sentAt, bytes: body.byteLength };
  }
  const burst = async () =>
    (await Promise.all(Array.from({ length: clients }, timedSearch))).map((result) => result.ms);

  const closureDays = openDays(62, 120);
  /** A change that alters nothing searched, so that only the availability version moves. */
  async function changeAvailability(): Promise<void> {
    const day = closureDays.shift() ?? '';
    const closure = await api(server.address, 'POST', `/api/shops/${studio.shopId}/unavailabilities`, {
      token: server.adminToken,
      body: { startDate: day, endDate: day },
    });
    if (closure.status !== 201)
      throw new Error(`closure answered ${closure.status}: ${JSON.stringify(closure.body)}`);
  }

  // Warm-up: connections, prepared statements and the engine's first runs.
  await changeAvailability();
  const first = await timedSearch();
  await burst();

  const alone: number[] = [];
  const sending: number[] = [];
  const together: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await changeAvailability();
    alone.push((await timedSearch()).ms);
    sending.push(...(await burst()));
    await changeAvailability();
    together.push(...(await burst()));
  }

  const line = (name: string, sample: number[]) =>
    console.log(
      `${name.padEnd(58)} ${percentile(sample, 50).toFixed(0).padStart(7)} ${percentile(sample, 99).toFixed(0).padStart(7)}`,
    );
  console.log(
    `database: ${server.kind}; API in its own process; ${seeded} existing bookings, 10 team members, 40 treatments`,
  );
  console.log(
    `search: ${from} … ${to} (31 days), a 45-minute treatment, ${(first.bytes / 1024).toFixed(0)} KiB of JSON; ${rounds} rounds, ${clients} clients\n`,
  );
  console.log(`${'scenario'.padEnd(58)}  p50 ms  p99 ms`);
  line('one search alone (computed)', alone);
  line(`the same search from ${clients} clients at once, answer kept`, sending);
  line(`${clients} identical searches at once, nothing kept`, together);
  const allowed = percentile(alone, 50) + percentile(sending, 99);
  const reached = percentile(together, 99) <= allowed;
  console.log(
    `\ntarget: p99 of ${clients} at once ≤ one search (p50) + sending to ${clients} clients (p99) = ${allowed.toFixed(0)} ms: ${reached ? 'reached' : 'NOT reached'}`,
  );
}

const server = await startBenchServer();
try {
  await measure(server);
} finally {
  await server.close();
}
