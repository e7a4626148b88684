import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { ensureGlobalAdmin } from '../../src/features/auth/ensure-global-admin.ts';
import { demoAccounts, demoPassword, demoShopId } from '../../src/features/demo/demo-shop.ts';
import { seedDemoData } from '../../src/features/demo/seed-demo-data.ts';
import { startPlatform } from '../../src/platform.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

describe('configuration', () => {
  it('should apply the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      apiKeys: ['dev-api-key'],
      publicUrl: 'http://localhost:3000',
      seedDemo: false,
    });
  });

  it('should read comma-separated API keys and the public URL', () => {
    const config = loadConfig({ API_KEYS: 'one, two', PORT: '8080', PUBLIC_URL: 'https://studio.example/' });
    expect(config.apiKeys).toEqual(['one', 'two']);
    expect(config.publicUrl).toBe('https://studio.example');
  });

  it('should run one API process per core with PostgreSQL, one with PGlite, and refuse several on PGlite', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/studio' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/studio', WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/studio', WEB_CONCURRENCY: '0' })).toThrow(
      ConfigError,
    );
  });

  it('should list every bad value in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must start with postgres://');
    expect(problems).toContain('SEED_DEMO: must be true or false');
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters long');
  });

  it('should read CLOCK_START for tests and refuse it in production', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '2026-12-29T09:00:00+01:00' }).clockStart).toBe(
      Date.parse('2026-12-29T08:00:00Z'),
    );
    expect(() => loadConfig({ CLOCK_START: 'next tuesday' })).toThrow(
      'CLOCK_START: must be an ISO 8601 instant',
    );
    expect(() => loadConfig({ CLOCK_START: '2026-12-29T09:00:00+01:00', NODE_ENV: 'production' })).toThrow(
      'CLOCK_START is for tests only and is refused when NODE_ENV=production',
    );
  });

  it('should keep uploads on the local disk unless an S3 bucket and its keys are set', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'studio-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStorage,
    ).toEqual({
      bucket: 'studio-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'studio-uploads' })).toThrow(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_ACCESS_KEY_ID need S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'S3_BUCKET',
    );
  });

  it('should want the admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'root@example.com' })).toThrow(ConfigError);
  });
});

describe('start-up data', () => {
  it('should seed the demo studio and accounts once', async () => {
    const { db } = await getTestPlatform();
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);

    const shop = await call('GET', `/api/shops/${demoShopId}`);
    expect(shop.json()).toMatchObject({ name: 'Nagelstudio Lumière', status: 'active', category: 'nails' });
    const team = await db
      .selectFrom('team_members')
      .select('name')
      .where('shop_id', '=', demoShopId)
      .execute();
    expect(team).toHaveLength(3);
    const treatments = await db
      .selectFrom('treatments')
      .selectAll()
      .where('shop_id', '=', demoShopId)
      .execute();
    expect(treatments.length).toBeGreaterThanOrEqual(10);
    const sundays = await db.selectFrom('opening_hours').selectAll().where('weekday', '=', 7).execute();
    expect(sundays).toHaveLength(0);

    for (const account of demoAccounts) {
      const login = await call('POST', '/api/auth/login', {
        body: { email: account.email, password: demoPassword },
      });
      expect(login.json().user.role).toBe(account.role);
    }
  });

  it('should not seed into a database that already has data', async () => {
    const { db } = await getTestPlatform();
    await ensureGlobalAdmin(db, 'root@example.com', 'root-password');
    expect(await seedDemoData(db)).toBe(false);
  });

  it('should create the configured global admin once', async () => {
    const { db } = await getTestPlatform();
    expect(await ensureGlobalAdmin(db, 'root@example.com', 'root-password')).toBe(true);
    expect(await ensureGlobalAdmin(db, 'ROOT@example.com', 'other-password')).toBe(false);
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'root@example.com', password: 'root-password' },
    });
    expect(login.json().user).toMatchObject({ role: 'globalAdmin', emailVerified: true });
  });
});

describe('starting the server', () => {
  // Starts a platform of its own (a fresh PGlite, migrations, the demo seed): slow on a busy machine.
  it('should run its clock from CLOCK_START: free times, the horizon and the demo bookings follow it', async () => {
    const { app } = await startPlatform(
      loadConfig({ DATA_DIR: 'memory://', SEED_DEMO: 'true', CLOCK_START: '2026-12-29T12:07:00+01:00' }),
    );
    try {
      const headers = { 'x-api-key': 'dev-api-key' };
      const services = (await app.inject({ url: `/api/shops/${demoShopId}/services`, headers })).json();
      const slotsOn = async (day: string) => {
        const url = `/api/shops/${demoShopId}/slots?serviceIds=${services[0].id}&from=${day}&to=${day}`;
        const starts: string[] = (await app.inject({ url, headers }))
          .json()
          .slots.map((slot: { start: string }) => slot.start);
        return starts.map(Date.parse);
      };
      // A Tuesday open from 09:00; one hour's notice from 12:07 leaves 13:15 as the first start.
      const today = await slotsOn('2026-12-29');
      expect(today.length).toBeGreaterThan(0);
      expect(Math.min(...today)).toBeGreaterThanOrEqual(Date.parse('2026-12-29T13:07:00+01:00'));
      // The 60-day horizon counts from that day too.
      expect((await slotsOn('2027-02-26')).length).toBeGreaterThan(0);
      expect(await slotsOn('2027-03-02')).toEqual([]);
      // The demo's coming week of appointments lies after that day.
      const owner = (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: 'owner@demo.studio', password: demoPassword },
        })
      ).json();
      const bookings = (
        await app.inject({
          url: `/api/shops/${demoShopId}/bookings?from=2026-12-29&to=2027-01-05`,
          headers: { ...headers, authorization: `Bearer ${owner.token}` },
        })
      ).json();
      expect(bookings.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('should stop with a readable list of problems, not a stack trace, on bad configuration', () => {
    const result = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../src/main.ts', import.meta.url))],
      {
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nowhere', DATA_DIR: 'memory://' },
        encoding: 'utf8',
        // Loading the server's modules takes seconds, many more on a busy machine.
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT: must be a port number');
    expect(result.stderr).toContain('DATABASE_URL: must start with postgres://');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});
