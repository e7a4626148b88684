// The consumer search (`GET studios`) on a large platform: a customer in Berlin's centre asks for
// 20 studios within 10 km that offer Shellac, each with its next free times on a day of the
// coming week. Run against a database filled by `bench/scale.ts --generate --studios N` (half the
// studios in Berlin, one in ten on Plus); prints p50/p99 over many customers (one address each,
// as the search is limited per address) and the number of studios found.
// Run: DATABASE_URL=postgres://…/bench_gaps node bench/studio-search.ts [--duration 20] [--connections 4]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchApiKey, benchJwtSecret, clientAddress } from './booking-support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '4' },
    radius: { type: 'string', default: '10' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the large database (filled by bench/scale.ts --generate)');

const mainScript = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

const port = await freePort();
const child: ChildProcess = spawn(process.execPath, [mainScript], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    WEB_CONCURRENCY: '1',
    API_KEYS: benchApiKey,
    ADMIN_EMAIL: 'search-bench@example.com',
    ADMIN_PASSWORD: 'search-bench-password',
    JWT_SECRET: benchJwtSecret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const address = `http://127.0.0.1:${port}`;
try {
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

  const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const pathOf = (n: number) =>
    `/api/studios?lat=52.52&lng=13.405&radiusKm=${values.radius}&q=Shellac&date=${isoDay(1 + (n % 7))}&limit=20`;
  // The first answer shown is of a working day: the generated studios are closed on Sundays.
  const firstWorkday = [0, 1, 2, 3, 4, 5, 6].find((n) => new Date(isoDay(1 + n)).getUTCDay() !== 0) ?? 0;
  const check = await fetch(`${address}${pathOf(firstWorkday)}`, { headers: { 'x-api-key': benchApiKey } });
  if (!check.ok) throw new Error(`GET studios answered ${check.status}: ${await check.text()}`);
  const answer = (await check.json()) as {
    items: { plus: boolean; nextFreeTimes: string[] }[];
    total: number;
  };
  const withTimes = answer.items.filter((item) => item.nextFreeTimes.length > 0).length;
  console.log(
    `GET studios: ${answer.total} studios within ${values.radius} km, ${answer.items.length} answered ` +
      `(${answer.items.filter((item) => item.plus).length} Plus), ${withTimes} with free times`,
  );

  let requestNumber = 0;
  const result = await autocannon({
    url: `${address}${pathOf(0)}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { 'x-api-key': benchApiKey },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          requestNumber += 1;
          return {
            ...request,
            path: pathOf(requestNumber),
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(requestNumber) },
          };
        },
      },
    ],
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `GET studios?q=Shellac (20, free times), ${values.connections} connections, ${values.duration} s: ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ` +
      `${result.requests.total} requests, ${errors} errors`,
  );
} finally {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}
