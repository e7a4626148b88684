import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/http/rate-limits.ts';
import { type CafeStudio, cafeStudio, guestCustomerToken } from '../support/cafe-fixtures.ts';
import { outboxMails } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const request = {
  name: 'Kim Kundin',
  email: 'kim@example.com',
  phone: '+49 30 123',
  dateTime: '2030-06-14T19:30:00+02:00',
  persons: 4,
};

function reserve(setup: CafeStudio, token: string, body: Record<string, unknown> = request) {
  return call('POST', `/api/shops/${setup.shopId}/reservations`, { token, body, language: 'en' });
}

function decide(setup: CafeStudio, id: string, action: 'approve' | 'reject') {
  return call('POST', `/api/shops/${setup.shopId}/reservations/${id}/${action}`, {
    token: setup.ownerToken,
    language: 'en',
  });
}

function settings(setup: CafeStudio, body: Record<string, unknown>) {
  return call('PUT', `/api/shops/${setup.shopId}/reservation-settings`, { token: setup.ownerToken, body });
}

// Reservations lie in the summer of 2030; the app's clock stands in its spring.
const standInSpring2030 = () => testClock.set('2030-03-01T10:00:00Z');

describe('reservations', () => {
  beforeEach(standInSpring2030);

  it('should take a guest’s reservation, let the shop approve it once and mail the customer', async () => {
    const setup = await cafeStudio();
    const guest = await guestCustomerToken();
    const created = await reserve(setup, guest);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), status: 'pending' });
    const list = await call('GET', `/api/shops/${setup.shopId}/reservations?status=pending`, {
      token: setup.ownerToken,
    });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({
      name: 'Kim Kundin',
      persons: 4,
      dateTime: '2030-06-14T17:30:00.000Z',
    });

    const approved = await decide(setup, created.json().id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const again = await decide(setup, created.json().id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(8001);
    const [mail] = await outboxMails('kim@example.com');
    expect(mail?.kind).toBe('reservation_approved');
    expect(mail?.subject).toContain('confirmed');
    expect(mail?.text_body).toContain('14/06/2030 19:30');
  });

  it('should answer 8000 for an unknown reservation and 8002 once its time has passed', async () => {
    const setup = await cafeStudio();
    const guest = await guestCustomerToken();
    expect((await decide(setup, '8d4c1f3e-0000-4000-8000-000000000000', 'approve')).json().errorCode).toBe(
      8000,
    );
    const created = await reserve(setup, guest);
    testClock.set('2030-06-14T18:00:00Z');
    const late = await decide(setup, created.json().id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe(8002);
    expect((await reserve(setup, guest)).json().errorCode).toBe(8002);
  });

  it('should refuse reservations in a disabled date range (8003) and take them again once re-enabled', async () => {
    const setup = await cafeStudio();
    // Each request from a guest of its own: a session's requests are limited.
    const asGuest = async (body: Record<string, unknown> = request) =>
      reserve(setup, await guestCustomerToken(), body);
    expect(
      (
        await settings(setup, { enabled: true, disabledFrom: '2030-06-14', disabledUntil: '2030-06-15' })
      ).json(),
    ).toEqual({
      enabled: true,
      disabledFrom: '2030-06-14',
      disabledUntil: '2030-06-15',
    });
    const refused = await asGuest();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(8003);
    expect((await asGuest({ ...request, dateTime: '2030-06-16T19:30:00+02:00' })).statusCode).toBe(201);
    // Late on the 13th in Berlin is still the 13th there, though the 13th is over in UTC+14.
    expect((await asGuest({ ...request, dateTime: '2030-06-13T23:30:00+02:00' })).statusCode).toBe(201);

    await settings(setup, { enabled: true, disabledFrom: '2030-06-01' });
    expect((await asGuest({ ...request, dateTime: '2031-01-01T12:00:00+01:00' })).json().errorCode).toBe(
      8003,
    );
    await settings(setup, { enabled: false });
    expect((await asGuest({ ...request, dateTime: '2030-04-02T12:00:00+02:00' })).json().errorCode).toBe(
      8003,
    );
    const reEnabled = await settings(setup, { enabled: true });
    expect(reEnabled.json()).toEqual({ enabled: true, disabledFrom: null, disabledUntil: null });
    expect((await asGuest()).statusCode).toBe(201);
    const read = await call('GET', `/api/shops/${setup.shopId}/reservation-settings`);
    expect(read.json().enabled).toBe(true);
  });

  it('should refuse an end date without a start date', async () => {
    const setup = await cafeStudio();
    const refused = await settings(setup, { enabled: true, disabledUntil: '2030-06-15' });
    expect(refused.json().errorCode).toBe(9400);
  });

  raceTest('should let exactly one of simultaneous decisions on a reservation win', async () => {
    const setup = await cafeStudio();
    const guest = await guestCustomerToken();
    const created = await reserve(setup, guest);
    const answers = await Promise.all(
      (['approve', 'reject', 'approve', 'reject'] as const).map((action) =>
        decide(setup, created.json().id, action),
      ),
    );
    expectAnswerMix(answers, { '200': 1, '409 8001': 3 });
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().status;
    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('reservations')
      .select(['id', 'status'])
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(rows).toEqual([{ id: created.json().id, status: winner }]);
    expect(await outboxMails('kim@example.com')).toHaveLength(1);
  });

  raceTest(
    'should take a session’s first reservations and refuse the rest of forty at once (429 9429)',
    async () => {
      const setup = await cafeStudio();
      const guest = await guestCustomerToken();
      // The probe's request: one guest, forty reservations for arbitrary addresses.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          reserve(setup, guest, { ...request, email: `someone-${index}@example.com` }),
        ),
      );
      const allowed = defaultRateLimits.reservationsPerSession.max;
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array.from({ length: allowed }, () => 201),
        ...Array.from({ length: 40 - allowed }, () => 429),
      ]);
      expect(
        answers
          .filter((answer) => answer.statusCode === 429)
          .every((answer) => answer.json().errorCode === 9429),
      ).toBe(true);
      const list = await call('GET', `/api/shops/${setup.shopId}/reservations`, { token: setup.ownerToken });
      expect(list.json()).toHaveLength(allowed);
    },
  );

  it('should limit reservations naming one email address and from one client address, across sessions', async () => {
    const setup = await cafeStudio();
    const perEmail = defaultRateLimits.reservationsPerEmail.max;
    for (let index = 0; index < perEmail; index += 1) {
      const created = await reserve(setup, await guestCustomerToken(), {
        ...request,
        email: 'Victim@Example.com',
      });
      expect(created.statusCode).toBe(201);
    }
    const mailBomb = await reserve(setup, await guestCustomerToken(), {
      ...request,
      email: 'victim@example.com',
    });
    expect(mailBomb.statusCode).toBe(429);
    expect(mailBomb.json().errorCode).toBe(9429);

    const perAddress = defaultRateLimits.reservationsPerIp.max;
    const perSession = defaultRateLimits.reservationsPerSession.max;
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let sent = 0;
    while (sent < perAddress) {
      const guest = await guestCustomerToken();
      for (let index = 0; index < Math.min(perSession, perAddress - sent); index += 1) {
        const created = await call('POST', `/api/shops/${setup.shopId}/reservations`, {
          token: guest,
          headers,
          body: { ...request, email: `guest-${sent}@example.com` },
        });
        expect(created.statusCode).toBe(201);
        sent += 1;
      }
    }
    const fromSameAddress = await call('POST', `/api/shops/${setup.shopId}/reservations`, {
      token: await guestCustomerToken(),
      headers,
      body: { ...request, email: 'one-more@example.com' },
    });
    expect(fromSameAddress.statusCode).toBe(429);
    // The studio's own admin, e.g. taking a reservation by phone, is not limited.
    const byStudio = await call('POST', `/api/shops/${setup.shopId}/reservations`, {
      token: setup.ownerToken,
      headers,
      body: { ...request, email: 'victim@example.com' },
    });
    expect(byStudio.statusCode).toBe(201);
  });

  it('should list every shop’s reservations for the global admin', async () => {
    const first = await cafeStudio();
    const second = await cafeStudio();
    const guest = await guestCustomerToken();
    await reserve(first, guest);
    await reserve(second, guest);
    const all = await call('GET', '/api/reservations', { token: first.adminToken });
    expect(all.json()).toHaveLength(2);
    const one = await call('GET', `/api/reservations?shopId=${second.shopId}`, { token: first.adminToken });
    expect(one.json().map((entry: { shopId: string }) => entry.shopId)).toEqual([second.shopId]);
    // The admin's list shows each reservation on its studio's clock.
    expect(one.json()[0].shopTimezone).toBe('Europe/Berlin');
  });

  it('should refuse reservations while the module is off', async () => {
    const setup = await cafeStudio();
    const guest = await guestCustomerToken();
    await call('PUT', `/api/flags/shop/${setup.shopId}`, {
      token: setup.adminToken,
      body: { reservationsEnabled: false },
    });
    expect((await reserve(setup, guest)).json().errorCode).toBe(9404);
  });
});

describe('reservation dates', () => {
  beforeEach(standInSpring2030);

  it('should refuse a closed range starting in the year 0 with 400 instead of failing', async () => {
    const setup = await cafeStudio();
    for (const range of [
      { disabledFrom: '0000-01-01' },
      { disabledFrom: '2030-06-01', disabledUntil: '9999-12-31' },
      { disabledFrom: '1899-12-31' },
    ]) {
      const refused = await settings(setup, { enabled: true, ...range });
      expect(refused.statusCode, JSON.stringify(range)).toBe(400);
      expect(refused.json().errorCode).toBe(9400);
    }
    const read = await call('GET', `/api/shops/${setup.shopId}/reservation-settings`);
    expect(read.json()).toEqual({ enabled: true, disabledFrom: null, disabledUntil: null });
  });

  it('should refuse a reservation in the year 9999 or more than a year ahead, and store none', async () => {
    const setup = await cafeStudio();
    const guest = await guestCustomerToken();
    for (const dateTime of ['9999-06-14T19:30:00+02:00', '2200-01-01T00:00:00Z']) {
      const refused = await reserve(setup, guest, { ...request, dateTime });
      expect(refused.statusCode, dateTime).toBe(400);
      expect(refused.json().fields).toHaveProperty('dateTime');
    }
    // A year from the clock's instant is the last moment taken.
    const tooFar = await reserve(setup, guest, { ...request, dateTime: '2031-03-01T10:00:01Z' });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toEqual({
      errorCode: 9400,
      message: 'The input is invalid.',
      fields: { dateTime: 'Too far in the future' },
    });
    const list = await call('GET', `/api/shops/${setup.shopId}/reservations`, { token: setup.ownerToken });
    expect(list.json()).toEqual([]);
    const lastDay = await reserve(setup, guest, { ...request, dateTime: '2031-03-01T10:00:00Z' });
    expect(lastDay.statusCode).toBe(201);
  });
});
