// HTTP benchmark: /api/health and a public shop read under load with autocannon.
// Uses DATABASE_URL when set (PostgreSQL), else embedded PGlite in memory.
// Run: node bench/http-reads.ts [--duration 10] [--connections 20]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/api/src/config.ts';
import { demoShopId } from '../apps/api/src/features/demo/demo-shop.ts';
import { startPlatform } from '../apps/api/src/platform.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  SEED_DEMO: 'true',
  API_KEYS: 'bench-key',
  LOG_LEVEL: 'warn',
});
const { app, database, startJobs } = await startPlatform(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// As the server runs: its periodic jobs too.
await startJobs();

const targets = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/shops/{id}', path: `/api/shops/${demoShopId}` },
];

console.log(
  `database: ${database.kind}; ${values.connections} connections, ${values.duration} s per route\n`,
);
console.log('route                     req/s     p50 ms   p99 ms   errors');
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { 'x-api-key': 'bench-key' },
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${target.name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
  );
}

await app.close();
