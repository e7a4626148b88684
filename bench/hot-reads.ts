// Hot reads under load: autocannon against the API in its own process(es) for health,
// a shop, its services and its free times (one week and 30 days), beside a bare node:http server
// answering the same health JSON in the same run; then the slot engine alone in its own process.
// Prints requests/s, p50, p99 and the API processes' CPU ms per request, with the load average.
// PostgreSQL when DATABASE_URL is set (WEB_CONCURRENCY workers, default one per core), else PGlite.
// Targets: GET slots (1 week) ≥ 1,500 req/s at p99 < 50 ms on PostgreSQL (≥ 400 on PGlite);
// slot engine p99 < 5 ms. Health has no target of its own: the bare server shows the ceiling.
// Run: [DATABASE_URL=postgres://…] [WEB_CONCURRENCY=n] node bench/hot-reads.ts [--duration 10] [--connections 20]
//   [--only health,shop,services,slots-week,slots-week-misses,slots-month,engine]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  type BenchServer,
  benchApiKey,
  clientAddress,
  createSlotsStudio,
  guestToken,
  openDays,
  startBenchServer,
} from './booking-support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // e.g. `--only slots-week,health`: the bare server always runs, for the health comparison.
    only: { type: 'string' },
  },
});
const chosen = values.only?.split(',').map((name) => name.trim());
const wanted = (key: string) => !chosen || chosen.includes(key);
const duration = Number(values.duration);
const connections = Number(values.connections);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = load();

// CPU time of a process and its descendants (the cluster's workers), from /proc, in ms.
const ticksPerSecond = 100;
function treeCpuMs(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  let ticks = 0;
  const inTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 10; depth += 1) {
      if (current === root) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return (ticks * 1000) / ticksPerSecond;
}

function processCpuMs(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0; // The backend ended meanwhile.
  }
}

/** PostgreSQL's backends serving the API (its pools' connections to this database), none on PGlite. */
async function databaseBackends(): Promise<number[]> {
  if (!server.withDatabase) return [];
  return server.withDatabase(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  });
}

/** A bare node:http server answering the health JSON, in its own process like the API. */
async function startBareServer(): Promise<{ address: string; pid: number; process: ChildProcess }> {
  const source = `
    const { createServer } = require('node:http');
    const body = JSON.stringify({ status: 'ok' });
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { address: `http://127.0.0.1:${chunk.toString().trim()}`, pid: child.pid ?? 0, process: child };
}

interface Target {
  name: string;
  address: string;
  path: string;
  pid: number;
  /** Free-time searches are limited per client address: each request comes from another customer. */
  manyCustomers?: boolean;
  /** The path of the n-th request, when each asks something else (answers kept per worker miss). */
  pathOf?: (n: number) => string;
}

let customerNumber = 100_000;
let requestNumber = 0;
async function measure(target: Target) {
  const { pathOf } = target;
  const options = {
    url: `${target.address}${target.path}`,
    connections,
    headers: { 'x-api-key': benchApiKey },
    ...(target.manyCustomers
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                customerNumber += 1;
                requestNumber += 1;
                return {
                  ...request,
                  ...(pathOf ? { path: pathOf(requestNumber) } : {}),
                  headers: { ...request.headers, 'x-forwarded-for': clientAddress(customerNumber) },
                };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  // Backends come and go with the pools' connections: they are looked up every half second, and
  // one first seen during the run counts from its start (its CPU before then is the warm-up's).
  const backendCpu = new Map<number, { first: number; last: number }>();
  const sampleBackends = async (duringRun: boolean) => {
    for (const pid of await databaseBackends()) {
      const now = processCpuMs(pid);
      const seen = backendCpu.get(pid);
      if (seen) seen.last = Math.max(seen.last, now);
      else backendCpu.set(pid, { first: duringRun ? 0 : now, last: now });
    }
  };
  const watchBackends = target.pid === server.pid && server.withDatabase !== undefined;
  if (watchBackends) await sampleBackends(false);
  const watcher = watchBackends ? setInterval(() => void sampleBackends(true), 500) : undefined;
  const cpuBefore = treeCpuMs(target.pid);
  const result = await autocannon({ ...options, duration });
  const cpuMs = treeCpuMs(target.pid) - cpuBefore;
  clearInterval(watcher);
  if (watchBackends) await sampleBackends(true);
  let backendMs = 0;
  for (const { first, last } of backendCpu.values()) backendMs += last - first;
  const errors = result.errors + result.non2xx;
  const perRequest = (ms: number) => (result.requests.total > 0 ? ms / result.requests.total : 0);
  const databaseColumn = server.withDatabase ? perRequest(backendMs).toFixed(2).padStart(9) : '        –';
  console.log(
    `${target.name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${perRequest(cpuMs).toFixed(2).padStart(8)} ${databaseColumn} ${String(errors).padStart(7)}`,
  );
  return result.requests.average;
}

function runSlotEngine(): Promise<void> {
  const script = fileURLToPath(new URL('./slot-engine.ts', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit'] });
  return once(child, 'exit').then(() => undefined);
}

const server: BenchServer = await startBenchServer();
const bare = await startBareServer();
try {
  const token = await guestToken(server.address);
  const { studio, seeded } = await createSlotsStudio(server, token);
  const week = openDays(1, 7);
  const month = openDays(1, 30);
  const services = `${studio.serviceIds[1]},${studio.serviceIds[0]}`;
  const slots = (days: string[]) =>
    `/api/shops/${studio.shopId}/slots?serviceIds=${services}&from=${days[0]}&to=${days.at(-1)}`;
  const api = { address: server.address, pid: server.pid };

  console.log(
    `database: ${server.kind}; API processes: ${process.env.WEB_CONCURRENCY ?? (server.kind === 'postgres' ? 'one per core' : '1')}; ${seeded} bookings, 10 team members, 40 treatments`,
  );
  console.log(`${connections} connections, ${duration} s per route; load average at start ${loadAtStart}\n`);
  console.log('route                                req/s  p50 ms  p99 ms  CPU ms/req  DB ms/req  errors');
  const bareRate = await measure({ name: 'bare node:http health JSON', ...bare, path: '/' });
  const healthRate = wanted('health')
    ? await measure({ name: 'GET /api/health', ...api, path: '/api/health' })
    : undefined;
  if (wanted('shop')) await measure({ name: 'GET shops/{id}', ...api, path: `/api/shops/${studio.shopId}` });
  if (wanted('services'))
    await measure({ name: 'GET shops/{id}/services', ...api, path: `/api/shops/${studio.shopId}/services` });
  if (wanted('slots-week'))
    await measure({ name: 'GET slots (1 week)', ...api, path: slots(week), manyCustomers: true });
  // Each request another week (starting 1–50 days ahead) and another pair of the 40 treatments:
  // 78,000 combinations before one repeats, so every answer is built afresh (a kept-answer miss).
  const weeks = Array.from({ length: 50 }, (_, offset) => openDays(offset + 1, offset + 7));
  if (wanted('slots-week-misses'))
    await measure({
      name: 'GET slots (1 week, each different)',
      ...api,
      path: slots(week),
      manyCustomers: true,
      pathOf: (n) => {
        const days = weeks[n % 50] ?? week;
        const pair = Math.floor(n / 50) % 1560;
        const first = pair % 40;
        const second = (first + 1 + Math.floor(pair / 40)) % 40;
        return `/api/shops/${studio.shopId}/slots?serviceIds=${studio.serviceIds[first]},${studio.serviceIds[second]}&from=${days[0]}&to=${days.at(-1)}`;
      },
    });
  if (wanted('slots-month'))
    await measure({ name: 'GET slots (30 days)', ...api, path: slots(month), manyCustomers: true });
  if (healthRate !== undefined)
    console.log(`\nhealth: ${((100 * healthRate) / bareRate).toFixed(0)} % of the bare node:http server`);
  console.log(
    "CPU ms/req: the API processes; DB ms/req: PostgreSQL's backends serving them (PGlite runs inside the API process)",
  );
  console.log(`load average at the end: ${load()}\n`);
} finally {
  bare.process.kill();
  await server.close();
}
if (wanted('engine')) await runSlotEngine();
console.log(`load average: ${load()} (2 cores; above ~1 other work shared the machine)`);
