// One free-times request covers at most 31 days, and searches are limited per
// client address, so that the public route cannot be used to load the server.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type BookingStudio, bookingStudio } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const now = '2026-12-01T08:00:00+01:00';

describe('free times', () => {
  let studio: BookingStudio;

  beforeEach(async () => {
    testClock.set(now);
    studio = await bookingStudio();
    await getTestPlatform().then(({ db }) =>
      db
        .updateTable('shops')
        .set({ horizon_days: 365, slot_step_minutes: 5 })
        .where('id', '=', studio.shop.id)
        .execute(),
    );
  });

  const slotsUrl = (from: string, to: string) =>
    `/api/shops/${studio.shop.id}/slots?serviceIds=${studio.services[0]?.id}&from=${from}&to=${to}`;

  it('should refuse a range of a year with 9400 on to', async () => {
    const response = await call('GET', slotsUrl('2026-12-01', '2027-12-01'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 9400, fields: { to: expect.any(String) } });
  });

  it('should answer 31 days and refuse 32', async () => {
    expect((await call('GET', slotsUrl('2026-12-01', '2026-12-31'))).statusCode).toBe(200);
    expect((await call('GET', slotsUrl('2026-12-01', '2027-01-01'))).statusCode).toBe(400);
  });

  describe('with a small limit given to buildApp', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      const { db, tokens } = await getTestPlatform();
      const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
      app = await buildApp(
        {
          db,
          tokens,
          mailer: createMailer(db),
          config,
          clock: testClock,
          rateLimits: { slotsPerIp: { max: 3, windowSeconds: 60 } },
        },
        { logger: false },
      );
    });

    afterAll(async () => {
      await app.close();
    });

    const slotsFrom = (ip: string) =>
      app.inject({
        method: 'GET',
        url: slotsUrl('2026-12-07', '2026-12-07'),
        headers: { 'x-api-key': testApiKey, 'x-forwarded-for': ip },
      });

    it('should answer 429 9429 once one address has searched too often, and still serve others', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await slotsFrom('198.51.100.9')).statusCode).toBe(200);
      }
      const limited = await slotsFrom('198.51.100.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe(9429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await slotsFrom('198.51.100.10')).statusCode).toBe(200);
    });
  });
});
