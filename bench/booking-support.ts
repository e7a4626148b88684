// Shared set-up of the booking benchmarks. The API runs as its own process, started the way
// production starts it (apps/api/src/main.ts), so the load generator never shares its event
// loop: against PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards),
// else embedded PGlite in memory. Studios are set up through the API by a global admin.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import pg from 'pg';

export const benchApiKey = 'bench-key';
export const zone = 'Europe/Berlin';
const adminEmail = 'bench-admin@example.com';
const adminPassword = 'bench-admin-password';
/** The bench server's token secret: benchmarks that seed accounts in SQL sign their tokens with it. */
export const benchJwtSecret = 'bench-secret-that-is-long-enough-for-hs256';
const mainScript = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));

export interface BenchServer {
  address: string;
  /** The API's process id (with WEB_CONCURRENCY its workers are its children). */
  pid: number;
  kind: 'pglite' | 'postgres';
  /** A global admin's token. */
  adminToken: string;
  /** Runs SQL in the server's own schema (PostgreSQL only: undefined on PGlite). */
  withDatabase?: <T>(work: (client: pg.Client) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The n-th simulated customer's address. Load comes from many customers, each within the
 * per-address booking limit; the bench server trusts X-Forwarded-For as behind a proxy.
 */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function api<T>(
  address: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; clientAddress?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${address}${path}`, {
    method,
    headers: {
      'x-api-key': benchApiKey,
      ...(options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(call: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const result = await call;
  if (result.status !== status)
    throw new Error(`expected ${status}, got ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

export async function startBenchServer(): Promise<BenchServer> {
  const url = process.env.DATABASE_URL;
  const schema = `bench_booking_${process.pid}`;
  let databaseUrl: string | undefined;
  if (url) {
    await withClient(url, async (client) => {
      await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`CREATE SCHEMA ${schema}`);
    });
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = withSchema.toString();
  }
  const seedUrl = databaseUrl ?? '';
  const port = await freePort();
  // BENCH_PROFILE=<folder> writes a CPU profile of the API process there.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: 'memory://',
      API_KEYS: benchApiKey,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      JWT_SECRET: benchJwtSecret,
      SEED_DEMO: 'false',
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
    if (attempt > 900) throw new Error('the API server did not answer within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await expectStatus(
    api<{ token: string }>(address, 'POST', '/api/auth/login', {
      body: { email: adminEmail, password: adminPassword },
    }),
    200,
  );
  return {
    address,
    pid: child.pid ?? 0,
    kind: url ? 'postgres' : 'pglite',
    adminToken: login.token,
    ...(databaseUrl ? { withDatabase: (work) => withClient(seedUrl, work) } : {}),
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      if (url) await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}

export interface BenchStudio {
  shopId: string;
  serviceIds: string[];
  memberIds: string[];
}

/** A live studio open Monday–Saturday 09:00–19:00 with a team and treatments of the given lengths. */
export async function createBenchStudio(
  server: BenchServer,
  options: { members: number; durations: number[] },
): Promise<BenchStudio> {
  const { address, adminToken: token } = server;
  const shop = await expectStatus(
    api<{ id: string }>(address, 'POST', '/api/shops', {
      token,
      body: {
        name: 'Bench Nails',
        address: 'Benchstraße 1, 10115 Berlin',
        phone: '+49 30 000000',
        email: 'bench@example.com',
        category: 'nails',
      },
    }),
    201,
  );
  const memberIds: string[] = [];
  for (let index = 0; index < options.members; index += 1) {
    const member = await expectStatus(
      api<{ id: string }>(address, 'POST', `/api/shops/${shop.id}/team-members`, {
        token,
        body: { name: `M${index}`, color: '#D81B60' },
      }),
      201,
    );
    memberIds.push(member.id);
  }
  const serviceIds: string[] = [];
  for (const [index, durationMinutes] of options.durations.entries()) {
    const service = await expectStatus(
      api<{ id: string }>(address, 'POST', `/api/shops/${shop.id}/services`, {
        token,
        body: { name: `Treatment ${index}`, priceCents: 3000, durationMinutes },
      }),
      201,
    );
    serviceIds.push(service.id);
  }
  await expectStatus(
    api(address, 'PUT', `/api/shops/${shop.id}/opening-hours`, {
      token,
      body: {
        days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '19:00' }] })),
      },
    }),
    200,
  );
  await expectStatus(
    api(address, 'PUT', `/api/shops/${shop.id}`, {
      token,
      body: {
        legal: {
          name: 'Bench Studio GmbH',
          representative: 'Bench Owner',
          address: 'Benchstraße 1, 10115 Berlin',
          email: 'legal@bench.example.com',
          phone: '+49 30 1234567',
        },
      },
    }),
    200,
  );
  // Live once it has something to book and its imprint.
  await expectStatus(api(address, 'PUT', `/api/shops/${shop.id}/active`, { token }), 200);
  return { shopId: shop.id, serviceIds, memberIds };
}

/**
 * The slots studio of the booking and hot-read benchmarks: 10 members, 40 treatments and about
 * 2,000 bookings over the coming 60 days, booked over HTTP from many client addresses.
 */
export async function createSlotsStudio(
  server: BenchServer,
  token: string,
): Promise<{ studio: BenchStudio; seeded: number }> {
  const studio = await createBenchStudio(server, {
    members: 10,
    durations: Array.from({ length: 40 }, (_, index) => [30, 45, 60, 90][index % 4] ?? 45),
  });
  let seeded = 0;
  for (const [dayIndex, day] of openDays(1, 58).entries()) {
    for (let slot = 0; slot < 40 && seeded < 2000; slot += 1) {
      const member = (slot + dayIndex) % 10;
      const result = await api(server.address, 'POST', `/api/shops/${studio.shopId}/bookings`, {
        token,
        clientAddress: clientAddress(seeded),
        body: {
          serviceIds: [studio.serviceIds[2]],
          start: localStart(day, 9 * 60 + ((slot * 60 + member * 15) % (9 * 60))),
          teamMemberId: studio.memberIds[member],
          customer,
        },
      });
      if (result.status === 201) seeded += 1;
      else if (result.status !== 409) throw new Error(`seeding a booking answered ${result.status}`);
    }
  }
  return { studio, seeded };
}

/** How many bookings a shop holds over the coming 60 days (any status). */
export async function countBookings(server: BenchServer, shopId: string): Promise<number> {
  const from = DateTime.now().setZone(zone).toISODate();
  const to = DateTime.now().setZone(zone).plus({ days: 61 }).toISODate();
  const list = await expectStatus(
    api<unknown[]>(server.address, 'GET', `/api/shops/${shopId}/bookings?from=${from}&to=${to}&limit=5000`, {
      token: server.adminToken,
    }),
    200,
  );
  return list.length;
}

/** The local dates from `fromDays` to `toDays` after today, Sundays left out. */
export function openDays(fromDays: number, toDays: number): string[] {
  const today = DateTime.now().setZone(zone).startOf('day');
  const days: string[] = [];
  for (let offset = fromDays; offset <= toDays; offset += 1) {
    const day = today.plus({ days: offset });
    if (day.weekday !== 7) days.push(day.toISODate() ?? '');
  }
  return days;
}

/** ISO start of a local time on a date. */
export function localStart(date: string, minutesAfterMidnight: number): string {
  return (
    DateTime.fromISO(date, { zone })
      .plus({ minutes: minutesAfterMidnight })
      .toISO({ suppressMilliseconds: true }) ?? ''
  );
}

let guestNumber = 0;
/** A guest session, each from another client address: guest sessions are limited per address. */
export async function guestToken(address: string): Promise<string> {
  guestNumber += 1;
  const guest = await expectStatus(
    api<{ token: string }>(address, 'POST', '/api/auth/guest', {
      clientAddress: clientAddress(500_000 + guestNumber),
    }),
    200,
  );
  return guest.token;
}

export const customer = { name: 'Bench Kundin', email: 'bench-customer@example.com' };
