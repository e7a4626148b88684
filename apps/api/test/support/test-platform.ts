// One database and one app per test worker (PGlite takes seconds to start), emptied before each test.
// TEST_DB=postgres runs the same tests against the server in TEST_DATABASE_URL, each worker in a schema of its own.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createMailer, type Mailer } from '../../src/adapters/mail/mailer.ts';
import { createConfiguredPushDelivery } from '../../src/adapters/push/configured-push-delivery.ts';
import type { PushDelivery } from '../../src/adapters/push/push-delivery.ts';
import type { FileStorage } from '../../src/adapters/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../src/adapters/storage/local-disk-storage.ts';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { createChangeNotifications } from '../../src/db/change-notifications.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { forgetKeptEstimates } from '../../src/db/match-count.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { createSessionTokens, type SessionTokens } from '../../src/http/session-tokens.ts';
import { watchErrorAnswers } from './undocumented-error-answers.ts';

export const testApiKey = 'test-api-key';
/** A web app on another origin that may call the API. */
export const testCorsOrigin = 'https://studio.example';

export interface TestClock extends Clock {
  fixed: number | undefined;
  /** Stands still at an instant (ISO 8601 or epoch milliseconds) until reset. */
  set(instant: string | number): void;
  reset(): void;
}

/** The app's clock: the real time unless a test stands on a fixed instant (reset before each test). */
export const testClock: TestClock = {
  fixed: undefined,
  now(): number {
    return this.fixed ?? Date.now();
  },
  set(instant) {
    this.fixed = typeof instant === 'number' ? instant : Date.parse(instant);
  },
  reset() {
    this.fixed = undefined;
  },
};

export interface TestPlatform {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: DatabaseHandle;
  tokens: SessionTokens;
  /** Writes to the mail_outbox table only (no SMTP_URL); tests read mails from there. */
  mailer: Mailer;
  /** Web Push after the commit; tests wait for it with idle(). */
  push: PushDelivery;
  /** Where the app keeps uploads (a temporary folder), for tests of what is stored or gone. */
  storage: FileStorage;
}

async function createWorkerSchema(url: string, name = 'test_worker'): Promise<string> {
  const schema = `${name}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Extensions belong to the database, not to a schema: btree_gist (the bookings' exclusion
    // constraint) and pg_trgm (list searches) go to public once, so that dropping a worker's schema never takes it along.
    for (const extension of ['btree_gist', 'pg_trgm']) {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`).catch(async () => {
        // Another worker created it at the same moment.
        await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`);
      });
    }
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    // The job queue's tables beside it (see job-queue.ts): no job slots left over from the last run.
    await client.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

/**
 * An empty database of this worker's kind: in memory on PGlite, a schema `<name>_<worker>` of its
 * own on PostgreSQL (dropped and made anew). The test platform's is `test_worker`; tests that need
 * a database at another migration (e.g. before one) open another name and close it afterwards.
 */
export async function openTestDatabase(name = 'test_worker', poolSize = 5): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return openDatabase({ databaseUrl: url, schema: await createWorkerSchema(url, name), poolSize });
  }
  return openDatabase({ dataDir: 'memory://' });
}

async function createTestPlatform(): Promise<TestPlatform> {
  const database = await openTestDatabase();
  await migrateToLatest(database.db);
  // Tests stand in for clients behind one proxy, which tells their address in X-Forwarded-For.
  const config = loadConfig({
    DATA_DIR: 'memory://',
    API_KEYS: testApiKey,
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    CORS_ORIGINS: testCorsOrigin,
    // A local HTTP server stands in for the push service.
    PUSH_ALLOW_LOOPBACK: 'true',
  });
  const tokens = createSessionTokens('test-secret-that-is-long-enough-for-hs256-signing');
  const mailer = createMailer(database.db);
  const push = await createConfiguredPushDelivery(config, database.db);
  const storage = await createLocalDiskStorage('memory://');
  const app = await buildApp(
    {
      db: database.db,
      tokens,
      mailer,
      config,
      clock: testClock,
      push,
      storage,
      notifications: createChangeNotifications(database.access),
    },
    { logger: false },
  );
  app.addHook('onClose', () => storage.close());
  watchErrorAnswers(app);
  await app.ready();
  return { app, db: database.db, database, tokens, mailer, push, storage };
}

let platform: Promise<TestPlatform> | undefined;

export function getTestPlatform(): Promise<TestPlatform> {
  platform ??= createTestPlatform();
  return platform;
}

/** Empties every table but the migration bookkeeping. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_migration%'`.execute(db);
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"${row.table_name}"`).join(', ');
  await sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`).execute(db);
  // A count estimate kept from the emptied tables would describe the previous test's rows.
  forgetKeptEstimates(db);
}

export interface CallOptions {
  token?: string;
  apiKey?: string | null;
  language?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API the way the web app does: API key, optional bearer token and language. */
export async function call(
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { app } = await getTestPlatform();
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? testApiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}
