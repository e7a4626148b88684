import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type BookingStudio, bookingStudio, customer, guestToken } from '../support/booking-fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; bookings go to Monday 7 December, open 09:00–17:00.
const now = '2026-12-01T08:00:00+01:00';
const at = (time: string) => `2026-12-07T${time}:00+01:00`;

describe('rate limits of online booking and the cancel link, with limits given to buildApp', () => {
  let app: FastifyInstance;
  let studio: BookingStudio;

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
        rateLimits: {
          bookingsPerIp: { max: 2, windowSeconds: 600 },
          cancelLinkPerIp: { max: 3, windowSeconds: 600 },
        },
      },
      { logger: false },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(async () => {
    testClock.set(now);
    studio = await bookingStudio({ members: 3 });
  });

  async function bookFrom(ip: string, time: string, token?: string) {
    return app.inject({
      method: 'POST',
      url: `/api/shops/${studio.shop.id}/bookings`,
      headers: {
        'x-api-key': testApiKey,
        'x-forwarded-for': ip,
        authorization: `Bearer ${token ?? (await guestToken())}`,
      },
      payload: { serviceIds: [studio.services[0]?.id], start: at(time), customer },
    });
  }

  it('should answer 429 9429 once one address has booked too often, and still serve other addresses', async () => {
    expect((await bookFrom('198.51.100.7', '09:00')).statusCode).toBe(201);
    expect((await bookFrom('198.51.100.7', '10:00')).statusCode).toBe(201);
    const limited = await bookFrom('198.51.100.7', '11:00');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bookFrom('198.51.100.8', '11:00')).statusCode).toBe(201);

    const { db } = await getTestPlatform();
    const stored = await db
      .selectFrom('bookings')
      .select('id')
      .where('shop_id', '=', studio.shop.id)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('should not limit the studio’s own staff taking phone bookings', async () => {
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/shops/${studio.shop.id}/bookings`,
        headers: {
          'x-api-key': testApiKey,
          'x-forwarded-for': '198.51.100.9',
          authorization: `Bearer ${studio.ownerToken}`,
        },
        payload: { serviceIds: [studio.services[0]?.id], start: at(time), customer, source: 'phone' },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('should limit reads and cancellations through cancel links per address', async () => {
    const created = await bookFrom('198.51.100.10', '09:00');
    const { cancelToken } = created.json();
    const show = () =>
      app.inject({
        method: 'GET',
        url: `/api/bookings/by-token?token=${cancelToken}`,
        headers: { 'x-api-key': testApiKey, 'x-forwarded-for': '198.51.100.11' },
      });
    expect((await show()).statusCode).toBe(200);
    expect((await show()).statusCode).toBe(200);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      headers: { 'x-api-key': testApiKey, 'x-forwarded-for': '198.51.100.11' },
      payload: { token: cancelToken },
    });
    expect(cancel.statusCode).toBe(200);
    const limited = await show();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
  });
});
