import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { backoffDelaySeconds } from '../../src/http/failure-backoff.ts';
import { defaultRateLimits, type RateLimits } from '../../src/http/rate-limits.ts';
import { createUser, fixturePassword } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

const attacker = '203.0.113.66';
const owner = '198.51.100.20';

async function logIn(email: string, password: string, ip = attacker) {
  return call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
}

/** Lets every wait that has started end now, as if its time had passed. */
async function endWaits(): Promise<void> {
  const { db } = await getTestPlatform();
  await db
    .updateTable('rate_limit_backoffs')
    .set({ blocked_until: new Date(Date.now() - 1000) })
    .execute();
}

describe('failed logins from one address', () => {
  const { freeFailures, firstDelaySeconds } = defaultRateLimits.loginPerEmailAndIp;

  it('should not lock the owner out when another address keeps guessing', async () => {
    await createUser({ email: 'target@example.com' });
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await logIn('target@example.com', `guess-${attempt}`)).statusCode);
    }
    // The free failures and the one that starts the first wait are checked; then the address waits.
    expect(statuses.slice(0, freeFailures + 1)).toEqual(Array(freeFailures + 1).fill(401));
    expect(statuses.slice(freeFailures + 1)).toEqual(Array(30 - freeFailures - 1).fill(429));

    const limited = await logIn('target@example.com', fixturePassword);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errorCode: 9429,
      message: 'Zu viele Anfragen. Bitte warte kurz und versuche es erneut.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(firstDelaySeconds);

    expect((await logIn('target@example.com', fixturePassword, owner)).statusCode).toBe(200);
  });

  it('should not lock the owner out after ten wrong passwords from ten addresses', async () => {
    await createUser({ email: 'target@example.com' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await logIn('target@example.com', 'guess', `203.0.113.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await logIn('target@example.com', fixturePassword, owner)).statusCode).toBe(200);
  });

  it('should make the address wait longer after each failure once a wait has ended', async () => {
    await createUser({ email: 'target@example.com' });
    for (let attempt = 0; attempt <= freeFailures; attempt++) await logIn('target@example.com', 'guess');
    const waits = [];
    for (let round = 0; round < 3; round++) {
      await endWaits();
      expect((await logIn('target@example.com', 'guess')).statusCode).toBe(401);
      waits.push(Number((await logIn('target@example.com', 'guess')).headers['retry-after']));
    }
    const limits = defaultRateLimits.loginPerEmailAndIp;
    expect(waits).toEqual([
      backoffDelaySeconds(limits, freeFailures + 2),
      backoffDelaySeconds(limits, freeFailures + 3),
      backoffDelaySeconds(limits, freeFailures + 4),
    ]);
    expect(waits).toEqual([2 * firstDelaySeconds, 4 * firstDelaySeconds, 8 * firstDelaySeconds]);
  });

  it('should forget the failures of the owner’s device once the owner signs in', async () => {
    await createUser({ email: 'regular@example.com' });
    for (let attempt = 0; attempt < freeFailures; attempt++)
      await logIn('regular@example.com', 'typo', owner);
    expect((await logIn('regular@example.com', fixturePassword, owner)).statusCode).toBe(200);
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      expect((await logIn('regular@example.com', 'typo', owner)).statusCode).toBe(401);
    }
  });

  it('should not count successful logins', async () => {
    await createUser({ email: 'regular@example.com' });
    for (let attempt = 0; attempt < freeFailures + 5; attempt++) {
      expect((await logIn('regular@example.com', fixturePassword)).statusCode).toBe(200);
    }
  });

  it('should limit unknown emails the same way', async () => {
    for (let attempt = 0; attempt <= freeFailures; attempt++) await logIn('ghost@example.com', 'guess');
    expect((await logIn('ghost@example.com', 'guess')).statusCode).toBe(429);
  });

  raceTest('should let no more than the limit through when guesses arrive at once', async () => {
    await createUser({ email: 'target@example.com' });
    const answers = await Promise.all(
      Array.from({ length: freeFailures + 10 }, (_, attempt) =>
        logIn('target@example.com', `guess-${attempt}`),
      ),
    );
    expectAnswerMix(answers, { '401 1100': freeFailures + 1, '429 9429': 9 });
    // The wait they started holds: even the right password from that address waits.
    expect((await logIn('target@example.com', fixturePassword)).statusCode).toBe(429);
  });

  it('should keep no email or IP in clear', async () => {
    await logIn('secret@example.com', 'guess', '203.0.113.7');
    const { db } = await getTestPlatform();
    const buckets = [
      ...(await db.selectFrom('rate_limit_counters').select('bucket').execute()),
      ...(await db.selectFrom('rate_limit_backoffs').select('bucket').execute()),
    ].map((row) => row.bucket);
    expect(buckets).toHaveLength(3);
    expect(buckets.join(' ')).not.toMatch(/secret|203\.0\.113/);
  });
});

describe('login limits given to buildApp', () => {
  let app: FastifyInstance;
  const limits: Partial<RateLimits> = {
    loginPerIp: { freeFailures: 3, firstDelaySeconds: 60, maxDelaySeconds: 600, forgetAfterSeconds: 3600 },
    loginPerEmail: { max: 4, windowSeconds: 3600 },
  };

  beforeAll(async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
    app = await buildApp(
      { db, tokens, mailer: createMailer(db), config, rateLimits: limits },
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

  it('should make one client wait once it has failed too often, across emails', async () => {
    await createUser({ email: 'a@example.com' });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect((await logInFrom('198.51.100.1', email)).statusCode).toBe(401);
    }
    const limited = await logInFrom('198.51.100.1', 'a@example.com', fixturePassword);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
    expect(Number(limited.headers['retry-after'])).toBe(60);

    // Another client is not affected.
    expect((await logInFrom('198.51.100.2', 'a@example.com', fixturePassword)).statusCode).toBe(200);
  });

  it('should stop guessing spread over many addresses at the per-email ceiling', async () => {
    await createUser({ email: 'a@example.com' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await logInFrom(`203.0.113.${attempt}`, 'a@example.com')).statusCode).toBe(401);
    }
    expect((await logInFrom('203.0.113.5', 'a@example.com')).statusCode).toBe(429);
    // The refused attempt was not counted against the fifth address.
    const { db } = await getTestPlatform();
    const failures = await db.selectFrom('rate_limit_backoffs').select('failures').execute();
    expect(failures.map((row) => row.failures).sort()).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
