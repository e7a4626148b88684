import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail/mailer.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { defaultRateLimits } from '../src/http/rate-limits.ts';
import { createUser, fixturePassword } from './fixtures.ts';
import { call, getTestPlatform, testApiKey } from './test-platform.ts';

async function logIn(email: string, password: string, ip?: string) {
  return call('POST', '/api/auth/login', {
    body: { email, password },
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });
}

describe('login rate limit per email', () => {
  const { max } = defaultRateLimits.loginPerEmail;

  it(`should answer 429 9429 after ${max} failed attempts, even with the right password`, async () => {
    await createUser({ email: 'target@example.com' });
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await logIn('target@example.com', `guess-${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const limited = await logIn('Target@Example.com', fixturePassword);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errorCode: 9429,
      message: 'Zu viele Anfragen. Bitte warte kurz und versuche es erneut.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaultRateLimits.loginPerEmail.windowSeconds);

    // Another address from the same client is not affected.
    await createUser({ email: 'other@example.com' });
    expect((await logIn('other@example.com', fixturePassword)).statusCode).toBe(200);
  });

  it('should limit unknown emails the same way', async () => {
    for (let attempt = 0; attempt < max; attempt++) await logIn('ghost@example.com', 'guess');
    expect((await logIn('ghost@example.com', 'guess')).statusCode).toBe(429);
  });

  it('should not count successful logins', async () => {
    await createUser({ email: 'regular@example.com' });
    for (let attempt = 0; attempt < max + 2; attempt++) {
      expect((await logIn('regular@example.com', fixturePassword)).statusCode).toBe(200);
    }
  });

  it('should open again when the window has passed', async () => {
    await createUser({ email: 'target@example.com' });
    for (let attempt = 0; attempt <= max; attempt++) await logIn('target@example.com', 'guess');
    expect((await logIn('target@example.com', fixturePassword)).statusCode).toBe(429);

    const { db } = await getTestPlatform();
    await db
      .updateTable('rate_limit_counters')
      .set({
        window_started_at: new Date(Date.now() - (defaultRateLimits.loginPerEmail.windowSeconds + 1) * 1000),
      })
      .execute();
    expect((await logIn('target@example.com', fixturePassword)).statusCode).toBe(200);
  });

  it('should let no more than the limit through when guesses arrive at once', async () => {
    await createUser({ email: 'target@example.com' });
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, attempt) => logIn('target@example.com', `guess-${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('should keep no email or IP in clear', async () => {
    await logIn('secret@example.com', 'guess', '203.0.113.7');
    const { db } = await getTestPlatform();
    const buckets = (await db.selectFrom('rate_limit_counters').select('bucket').execute()).map(
      (row) => row.bucket,
    );
    expect(buckets).toHaveLength(2);
    expect(buckets.join(' ')).not.toMatch(/secret|203\.0\.113/);
  });
});

describe('login rate limit per IP, with limits given to buildApp', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
    app = await buildApp(
      {
        db,
        tokens: (await getTestPlatform()).tokens,
        mailer: createMailer(db),
        config,
        rateLimits: { loginPerIp: { max: 3, windowSeconds: 60 } },
      },
      { logger: false },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  async function logInFrom(ip: string, email: string, password = 'guess') {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-api-key': testApiKey, 'x-forwarded-for': ip },
      payload: { email, password },
    });
  }

  it('should answer 429 once one client has failed too often, across emails', async () => {
    await createUser({ email: 'a@example.com' });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await logInFrom('198.51.100.1', email)).statusCode).toBe(401);
    }
    const limited = await logInFrom('198.51.100.1', 'a@example.com', fixturePassword);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);

    // Another client is not affected.
    expect((await logInFrom('198.51.100.2', 'a@example.com', fixturePassword)).statusCode).toBe(200);
  });
});
