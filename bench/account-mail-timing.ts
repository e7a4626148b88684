// Whether the time of `POST users/reset-password` and `POST auth/resend-verification` tells a
// known email from an unknown one: median answer times, known vs unknown. The API runs as its own
// process (booking-support.ts), so the client never shares its event loop with the mail work that
// follows an answer. Each request asks for a different address from a different client
// (X-Forwarded-For), so no rate limit interferes; known and unknown requests take turns going
// first, with a pause after each so the mail work of one request is done before the next is timed.
// Uses PostgreSQL when DATABASE_URL is set, else embedded PGlite.
// Run: node bench/account-mail-timing.ts [--requests 40]
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { api, clientAddress, startBenchServer } from './booking-support.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '40' } } });
const requests = Number(values.requests);
const pauseMs = 100;

const server = await startBenchServer();
const routes = ['/api/users/reset-password', '/api/auth/resend-verification'];
const run = randomUUID().slice(0, 8);
const knownEmail = (route: number, index: number) => `known-${run}-${route}-${index}@example.com`;
let client = 0;

// Known accounts are registered (so unverified: both routes mail them).
for (let route = 0; route < routes.length; route++) {
  for (let index = 0; index < requests; index++) {
    const { status } = await api(server.address, 'POST', '/api/auth/register', {
      body: {
        firstName: 'Bench',
        lastName: 'Known',
        email: knownEmail(route, index),
        password: 'bench-password',
        consent: true,
      },
      clientAddress: clientAddress(++client),
    });
    if (status !== 201) throw new Error(`registration answered ${status}`);
  }
}

async function timed(route: string, email: string): Promise<number> {
  const started = performance.now();
  const { status } = await api(server.address, 'POST', route, {
    body: { email },
    clientAddress: clientAddress(++client),
  });
  const elapsed = performance.now() - started;
  if (status !== 202) throw new Error(`${route} answered ${status}`);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

try {
  console.log(`database: ${server.kind}; ${requests} known and ${requests} unknown emails per route\n`);
  console.log('route                            known ms   unknown ms');
  for (let route = 0; route < routes.length; route++) {
    const path = routes[route] ?? '';
    // A few unmeasured requests first, so both kinds meet a warm server.
    for (let index = 0; index < 5; index++) await timed(path, `warm-${run}-${route}-${index}@example.com`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < requests; index++) {
      const order = index % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        if (kind === 'known') known.push(await timed(path, knownEmail(route, index)));
        else unknown.push(await timed(path, `unknown-${run}-${route}-${index}@example.com`));
        await sleep(pauseMs);
      }
    }
    console.log(
      `${path.padEnd(32)} ${median(known).toFixed(2).padStart(8)} ${median(unknown).toFixed(2).padStart(12)}`,
    );
  }
} finally {
  await server.close();
}
