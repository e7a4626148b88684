import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createErrorReporter } from '../../src/features/error-reports/error-reporter.ts';
import { deleteExpiredErrorReports } from '../../src/jobs/expire-error-reports.ts';
import { type FakeSentryServer, startFakeSentryServer } from '../support/fake-sentry-server.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const localDsn = 'http://public@errors.invalid/1';

function envelope(dsn: string, event: Record<string, unknown>): string {
  const payload = JSON.stringify({ event_id: 'a'.repeat(32), ...event });
  return [
    JSON.stringify({ event_id: 'a'.repeat(32), sent_at: new Date(testClock.now()).toISOString(), dsn }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
    '',
  ].join('\n');
}

const browserFailure = {
  level: 'error',
  release: 'web@1.2.3',
  timestamp: 1_795_000_000.5,
  exception: { values: [{ type: 'ApiError', value: 'Deal not found' }] },
  request: { url: 'https://studio.example/partner/x', headers: { 'User-Agent': 'Test Browser 1.0' } },
  tags: { errorCode: '1000' },
};

async function postEnvelope(body: string, headers: Record<string, string> = {}, target?: FastifyInstance) {
  const app = target ?? (await getTestPlatform()).app;
  return app.inject({
    method: 'POST',
    url: '/api/errors/tunnel',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '203.0.113.9', ...headers },
    payload: body,
  });
}

async function listErrors() {
  const admin = await createUser({ role: 'globalAdmin' });
  return call('GET', '/api/errors', { token: await tokenFor(admin) });
}

describe('error-reporting tunnel without SENTRY_DSN', () => {
  it('should store a browser event without an API key and list it grouped by message', async () => {
    const first = await postEnvelope(envelope(localDsn, browserFailure));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    await postEnvelope(envelope(localDsn, browserFailure), {
      'content-type': 'application/x-sentry-envelope',
    });
    await postEnvelope(envelope(localDsn, { message: 'Something else', level: 'warning' }));

    const answer = await listErrors();
    expect(answer.statusCode).toBe(200);
    const { groups, total } = answer.json();
    expect(total).toBe(2);
    const group = groups.find((entry: { message: string }) => entry.message === 'ApiError: Deal not found');
    expect(group.count).toBe(2);
    expect(Date.parse(group.firstSeen)).toBeLessThanOrEqual(Date.parse(group.lastSeen));
    expect(group.events).toHaveLength(2);
    expect(group.events[0]).toMatchObject({
      source: 'web',
      level: 'error',
      exceptionType: 'ApiError',
      exceptionValue: 'Deal not found',
      errorCode: 1000,
      release: 'web@1.2.3',
      url: 'https://studio.example/partner/x',
      userAgent: 'Test Browser 1.0',
      occurredAt: new Date(1_795_000_000_500).toISOString(),
    });
    expect(
      groups.find((entry: { message: string }) => entry.message === 'Something else').events[0].level,
    ).toBe('warning');
  });

  it('should keep no row for envelopes without events (sessions, transactions)', async () => {
    const session = [
      JSON.stringify({ sent_at: new Date(testClock.now()).toISOString(), dsn: localDsn }),
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ sid: 'x', status: 'ok' }),
    ].join('\n');
    expect((await postEnvelope(session)).statusCode).toBe(200);
    expect((await listErrors()).json().total).toBe(0);
  });

  it('should answer 400 9400 for a body that is no envelope', async () => {
    const answer = await postEnvelope('not json at all');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe(9400);
  });

  it('should answer 413 9413 for an envelope above 128 KB and store nothing', async () => {
    const answer = await postEnvelope(envelope(localDsn, { message: 'x'.repeat(130 * 1024) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errorCode).toBe(9413);
    expect((await listErrors()).json().total).toBe(0);
  });

  it('should answer 429 9429 once one address sent too many reports, and still serve others', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await postEnvelope(envelope(localDsn, { message: 'loop' }))).statusCode).toBe(200);
    }
    const limited = await postEnvelope(envelope(localDsn, { message: 'loop' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
    const other = await postEnvelope(envelope(localDsn, { message: 'loop' }), {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET errors', () => {
  it('should not list stored errors to a shop admin, a customer or without a sign-in', async () => {
    await postEnvelope(envelope(localDsn, browserFailure));
    const shop = await createShop();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const customer = await createUser();
    expect((await call('GET', '/api/errors', { token: await tokenFor(shopAdmin) })).statusCode).toBe(403);
    expect((await call('GET', '/api/errors', { token: await tokenFor(customer) })).statusCode).toBe(403);
    expect((await call('GET', '/api/errors')).statusCode).toBe(401);
  });
});

describe('error reporting with SENTRY_DSN set', () => {
  let sentry: FakeSentryServer;
  let app: FastifyInstance;
  let dsn: string;

  beforeAll(async () => {
    sentry = await startFakeSentryServer();
    dsn = `http://publickey@${sentry.host}/42`;
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: testApiKey,
      TRUST_PROXY: 'true',
      SENTRY_DSN: dsn,
    });
    app = await buildApp(
      { db, tokens, mailer: createMailer(db), config, clock: testClock },
      { logger: false },
    );
    // A route that fails as a bug would, to see the API report its own 5xx.
    app.get('/api/failing-on-purpose', { config: { access: { role: 'public', shop: 'none' } } }, async () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await sentry.close();
  });

  it('should forward the envelope unchanged to the DSN’s project and store nothing', async () => {
    sentry.received.length = 0;
    const body = envelope(dsn, browserFailure);
    const answer = await postEnvelope(body, {}, app);
    expect(answer.statusCode).toBe(200);
    expect(sentry.received).toHaveLength(1);
    expect(sentry.received[0]?.path).toBe('/api/42/envelope/');
    expect(sentry.received[0]?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(sentry.received[0]?.body.toString('utf8')).toBe(body);
    expect((await listErrors()).json().total).toBe(0);
  });

  it('should refuse an envelope for another DSN with 403 9403 and forward nothing', async () => {
    sentry.received.length = 0;
    for (const other of [
      `http://publickey@${sentry.host}/43`,
      'https://publickey@o1.ingest.sentry.io/42',
      localDsn,
    ]) {
      const answer = await postEnvelope(envelope(other, browserFailure), {}, app);
      expect(answer.statusCode, other).toBe(403);
      expect(answer.json().errorCode).toBe(9403);
    }
    const withoutDsn = [
      JSON.stringify({ event_id: 'b'.repeat(32) }),
      JSON.stringify({ type: 'event' }),
      '{}',
    ].join('\n');
    expect((await postEnvelope(withoutDsn, {}, app)).statusCode).toBe(403);
    expect(sentry.received).toHaveLength(0);
  });

  it('should send the API’s own 5xx to the DSN’s project as an event envelope', async () => {
    sentry.received.length = 0;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/failing-on-purpose?token=secret',
      headers: { 'x-api-key': testApiKey, 'user-agent': 'probe/1' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().errorCode).toBe(9500);
    await app.close();
    expect(sentry.received).toHaveLength(1);
    const [header, itemHeader, payload] = sentry.received[0]?.body.toString('utf8').split('\n') ?? [];
    expect(JSON.parse(header ?? '{}').dsn).toBe(dsn);
    expect(JSON.parse(itemHeader ?? '{}').type).toBe('event');
    const event = JSON.parse(payload ?? '{}');
    expect(event.message).toBe('GET /api/failing-on-purpose: Error: broken on purpose');
    expect(event.request.url).toBe('/api/failing-on-purpose');
    expect(JSON.stringify(event)).not.toContain('secret');
  });
});

describe('the API’s own 5xx without SENTRY_DSN', () => {
  it('should store them for the Errors screen', async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey });
    const app = await buildApp({ db, tokens, mailer: createMailer(db), config }, { logger: false });
    app.get('/api/failing-on-purpose', { config: { access: { role: 'public', shop: 'none' } } }, async () => {
      throw new Error('broken on purpose');
    });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/failing-on-purpose',
      headers: { 'x-api-key': testApiKey },
    });
    expect(answer.statusCode).toBe(500);
    await app.close();
    const [group] = (await listErrors()).json().groups;
    expect(group).toMatchObject({
      message: 'GET /api/failing-on-purpose: Error: broken on purpose',
      count: 1,
    });
    expect(group.events[0]).toMatchObject({ source: 'api', errorCode: 9500, url: '/api/failing-on-purpose' });
  });
});

describe('a tunnel that cannot be flooded', () => {
  const eventItem = (event: Record<string, unknown>) =>
    `${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
  const header = `${JSON.stringify({ dsn: localDsn })}\n`;

  async function storedCount(): Promise<number> {
    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('error_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('should refuse an envelope of 4,000 events with 413 and one of 3,000 with 400, storing nothing', async () => {
    const probe = header + eventItem({ message: 'flood' }).repeat(4_000);
    expect(Buffer.byteLength(probe)).toBeGreaterThan(130_000);
    const tooBig = await postEnvelope(probe);
    expect(tooBig.statusCode).toBe(413);
    const smaller = header + eventItem({ message: 'flood' }).repeat(3_000);
    expect(Buffer.byteLength(smaller)).toBeLessThan(128 * 1024);
    const tooMany = await postEnvelope(smaller, { 'accept-language': 'en' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ errorCode: 9400, fields: { items: 'Too long' } });
    const twoEvents = await postEnvelope(header + eventItem({ message: 'a' }) + eventItem({ message: 'b' }));
    expect(twoEvents.statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('should refuse a NUL byte and a timestamp of ±1e20 with 400 instead of failing', async () => {
    const nul = await postEnvelope(header + eventItem({ message: 'broken\u0000here' }), {
      'accept-language': 'en',
    });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ errorCode: 9400, fields: { message: expect.any(String) } });
    const nulInException = await postEnvelope(
      header + eventItem({ exception: { values: [{ type: 'Error', value: 'a\u0000' }] } }),
    );
    expect(nulInException.statusCode).toBe(400);
    for (const timestamp of [1e20, -1e20, '9999-12-31T23:00:00Z', 1e11]) {
      const answer = await postEnvelope(header + eventItem({ message: 'late', timestamp }));
      expect(answer.statusCode, String(timestamp)).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 9400, fields: { timestamp: expect.any(String) } });
    }
    expect(await storedCount()).toBe(0);
  });

  it('should keep a long message whole up to its limit without splitting a surrogate pair', async () => {
    const answer = await postEnvelope(header + eventItem({ message: `${'x'.repeat(499)}😀 and more` }));
    expect(answer.statusCode, answer.body).toBe(200);
    const [group] = (await listErrors()).json().groups;
    expect(group.message).toBe('x'.repeat(499));
  });

  it('should answer 429 once all addresses together sent too many reports', async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: '1' });
    const limited = await buildApp(
      {
        db,
        tokens,
        mailer: createMailer(db),
        config,
        clock: testClock,
        rateLimits: { errorReportsOverall: { max: 3, windowSeconds: 60 } },
      },
      { logger: false },
    );
    try {
      const statuses = [];
      for (let address = 1; address <= 5; address += 1) {
        const answer = await postEnvelope(
          header + eventItem({ message: 'spread' }),
          { 'x-forwarded-for': `198.51.100.${address}` },
          limited,
        );
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(await storedCount()).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('should keep the newest events up to the cap, replacing the oldest', async () => {
    const { db } = await getTestPlatform();
    const reporter = createErrorReporter({
      db,
      sentryDsn: undefined,
      clock: testClock,
      log: { warn() {} } as unknown as FastifyBaseLogger,
      keepAtMost: 3,
    });
    for (const message of ['one', 'two', 'three', 'four', 'five']) {
      await reporter.receiveEnvelope(Buffer.from(header + eventItem({ message })), undefined);
    }
    const kept = await db.selectFrom('error_events').select('message').execute();
    expect(kept.map((row) => row.message).sort()).toEqual(['five', 'four', 'three']);
  });

  it('should delete events received more than 30 days ago in the expiry job', async () => {
    const { db } = await getTestPlatform();
    const now = Date.parse('2030-03-31T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const event = (message: string, ageDays: number) => ({
      source: 'web' as const,
      message,
      level: 'error',
      occurred_at: new Date(now - ageDays * day),
      received_at: new Date(now - ageDays * day),
    });
    await db
      .insertInto('error_events')
      .values([event('old', 31), event('edge', 29.9), event('fresh', 0)])
      .execute();
    expect(await deleteExpiredErrorReports(db, now)).toBe(1);
    const left = await db.selectFrom('error_events').select('message').execute();
    expect(left.map((row) => row.message).sort()).toEqual(['edge', 'fresh']);
  });
});
