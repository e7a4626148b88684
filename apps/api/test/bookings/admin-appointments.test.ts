import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { call, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026; bookings on Monday 7 and Tuesday 8 December (open 09:00–17:00).
const now = '2026-12-01T08:00:00+01:00';

describe('GET bookings (appointments across shops, global admin)', () => {
  let berlin: BookingStudio;
  let tokyo: BookingStudio;
  let adminToken: string;

  beforeEach(async () => {
    testClock.set(now);
    berlin = await bookingStudio({ members: 1 });
    tokyo = await bookingStudio({ members: 1, timezone: 'Asia/Tokyo' });
    adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
    expect((await book(berlin, { start: '2026-12-07T09:00:00+01:00' })).statusCode).toBe(201);
    expect((await book(berlin, { start: '2026-12-08T10:00:00+01:00' })).statusCode).toBe(201);
    expect((await book(tokyo, { start: '2026-12-07T09:00:00+09:00' })).statusCode).toBe(201);
  });

  const list = (query: string, token = adminToken) => call('GET', `/api/bookings?${query}`, { token });

  it('should list every studio’s appointments, newest first, with studio, treatments and total', async () => {
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe('3');
    const items = answer.json();
    expect(items.map((item: { start: string }) => item.start)).toEqual([
      '2026-12-08T09:00:00.000Z',
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T00:00:00.000Z',
    ]);
    // Each row carries its studio's zone, which the admin's screen shows its times on.
    expect(items.map((item: { shopTimezone: string }) => item.shopTimezone)).toEqual([
      'Europe/Berlin',
      'Europe/Berlin',
      'Asia/Tokyo',
    ]);
    expect(items[0]).toMatchObject({
      shopId: berlin.shop.id,
      shopName: berlin.shop.name,
      status: 'confirmed',
      source: 'online',
      customerName: 'Clara Kundin',
      treatments: [berlin.services[0]?.name],
      priceCents: berlin.services[0]?.priceCents,
    });
    expect(items[0].teamMemberName).toBe(berlin.members[0]?.name);
  });

  it('should filter by studio, by local day of each studio and by status, and page', async () => {
    const ofBerlin = await list(`shopId=${berlin.shop.id}`);
    expect(ofBerlin.json().map((item: { shopId: string }) => item.shopId)).toEqual([
      berlin.shop.id,
      berlin.shop.id,
    ]);
    // 7 December in each studio's own time zone: Tokyo's 09:00 is still 6 December 24:00 UTC.
    const day = await list('from=2026-12-07&to=2026-12-07');
    expect(day.headers['x-total-count']).toBe('2');
    expect(new Set(day.json().map((item: { shopId: string }) => item.shopId))).toEqual(
      new Set([berlin.shop.id, tokyo.shop.id]),
    );
    expect((await list('status=cancelled')).json()).toEqual([]);
    const page = await list('limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].start).toBe('2026-12-07T08:00:00.000Z');
  });

  it('should not show another shop’s appointments to a shop admin, nor any to a customer', async () => {
    expect((await list('', berlin.ownerToken)).statusCode).toBe(403);
    expect((await list(`shopId=${tokyo.shop.id}`, berlin.ownerToken)).statusCode).toBe(403);
    expect((await list('', await tokenFor(await createUser()))).statusCode).toBe(403);
    expect((await call('GET', '/api/bookings')).statusCode).toBe(401);
  });

  it('should answer 400 9400 for a malformed filter', async () => {
    const answer = await list('from=7.12.2026');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe(9400);
  });
});
