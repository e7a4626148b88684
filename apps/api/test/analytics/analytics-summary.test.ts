import { randomUUID } from 'node:crypto';
import { analyticsShopsShown } from '@studio/domain/analytics-contract';
import { describe, expect, it } from 'vitest';
import { rollUpAnalytics } from '../../src/features/analytics/roll-up-analytics.ts';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tests stand on 10 March 2026, 13:00 in Berlin: 8 and 9 March are finished days, 10 March is today.
const now = '2026-03-10T12:00:00Z';

async function adminToken(): Promise<string> {
  return tokenFor(await createUser({ role: 'globalAdmin' }));
}

async function pageView(at: string, visitorId: string, path: string, shopId: string | null): Promise<void> {
  const { db } = await getTestPlatform();
  await db
    .insertInto('page_views')
    .values({ path, shop_id: shopId, visitor_id: visitorId, occurred_at: new Date(at) })
    .execute();
}

async function bookingMade(shopId: string, at: string): Promise<void> {
  const { db } = await getTestPlatform();
  await db
    .insertInto('bookings')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      start_at: '2026-04-01T09:00:00Z',
      end_at: '2026-04-01T10:00:00Z',
      status: 'confirmed',
      customer_name: 'Clara Kundin',
      customer_email: 'clara@example.com',
      created_at: new Date(at),
      updated_at: new Date(at),
    })
    .execute();
}

async function stampsGiven(shopId: string, count: number, at: string): Promise<void> {
  const { db } = await getTestPlatform();
  const customer = await createUser();
  await db
    .insertInto('customer_stamp_cards')
    .values({ shop_id: shopId, user_id: customer.id, stamps: count, max_stamps: 10 })
    .execute();
  await db
    .insertInto('stamp_card_events')
    .values({
      shop_id: shopId,
      user_id: customer.id,
      request_id: null,
      kind: 'stamps_added',
      count,
      stamps_after: count,
      reason: null,
      actor_id: null,
      created_at: new Date(at),
    })
    .execute();
}

async function switchAnalyticsOff(shopId: string): Promise<void> {
  const { db } = await getTestPlatform();
  await db
    .updateTable('shop_module_flags')
    .set({ analytics_enabled: false })
    .where('shop_id', '=', shopId)
    .execute();
}

/** Two studios (the second with analytics switched off) and a week's activity. */
async function activity() {
  const counted = await createShop({ name: 'Nagelstudio Lumière' });
  const switchedOff = await createShop({ name: 'Studio Aus' });
  await switchAnalyticsOff(switchedOff.id);
  const app = `/partner/${counted.id}/app`;
  // 8 March, evening in Berlin: 23:30 local is still 8 March (22:30 UTC).
  await pageView('2026-03-08T09:00:00Z', 'visitor-one', app, counted.id);
  await pageView('2026-03-08T09:05:00Z', 'visitor-one', `${app}/book`, counted.id);
  await pageView('2026-03-08T22:30:00Z', 'visitor-two', app, counted.id);
  // 23:30 UTC on 8 March is already 9 March in Berlin.
  await pageView('2026-03-08T23:30:00Z', 'visitor-one', '/login', null);
  await pageView('2026-03-10T08:00:00Z', 'visitor-three', app, counted.id);
  await pageView('2026-03-09T10:00:00Z', 'visitor-four', `/partner/${switchedOff.id}/app`, switchedOff.id);
  await bookingMade(counted.id, '2026-03-09T10:00:00Z');
  await bookingMade(counted.id, '2026-03-10T09:00:00Z');
  await bookingMade(switchedOff.id, '2026-03-09T10:00:00Z');
  await stampsGiven(counted.id, 2, '2026-03-09T15:00:00Z');
  await stampsGiven(switchedOff.id, 5, '2026-03-09T15:00:00Z');
  return { counted, switchedOff };
}

async function summary(query: string, token?: string) {
  return call('GET', `/api/analytics/summary?${query}`, { token: token ?? (await adminToken()) });
}

describe('GET /api/analytics/summary', () => {
  it('should sum page views, visitors, bookings and stamps by day, leaving out shops with analytics off', async () => {
    testClock.set(now);
    const { counted } = await activity();
    const { db } = await getTestPlatform();
    expect(await rollUpAnalytics(db, testClock.now())).toEqual({ from: '2026-03-08', to: '2026-03-09' });

    const response = await summary('from=2026-03-01&to=2026-03-10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Daily unique visitors per studio, summed: visitor-one counts on 8 March at the studio and on
    // 9 March on a page of no studio.
    expect(body).toMatchObject({
      pageViews: 5,
      visitors: 4,
      bookings: 2,
      orders: 0,
      stampsGiven: 2,
      vouchersSoldCents: 0,
      timezone: 'Europe/Berlin',
    });
    expect(body.days).toHaveLength(10);
    expect(body.days[0]).toEqual({ date: '2026-03-01', pageViews: 0, visitors: 0, bookings: 0, orders: 0 });
    expect(body.days.slice(7)).toEqual([
      { date: '2026-03-08', pageViews: 3, visitors: 2, bookings: 0, orders: 0 },
      { date: '2026-03-09', pageViews: 1, visitors: 1, bookings: 1, orders: 0 },
      // Today is not rolled up yet: it is read live.
      { date: '2026-03-10', pageViews: 1, visitors: 1, bookings: 1, orders: 0 },
    ]);
    expect(body.shops).toEqual([
      {
        shopId: counted.id,
        name: 'Nagelstudio Lumière',
        pageViews: 4,
        visitors: 3,
        bookings: 2,
        orders: 0,
        stampsGiven: 2,
        vouchersSoldCents: 0,
      },
    ]);
    // Studio pages carry the studio's name, so the list does not read as bare ids.
    expect(body.topPages).toEqual([
      { path: `/partner/${counted.id}/app`, shopName: 'Nagelstudio Lumière', pageViews: 3 },
      { path: '/login', shopName: null, pageViews: 1 },
      { path: `/partner/${counted.id}/app/book`, shopName: 'Nagelstudio Lumière', pageViews: 1 },
    ]);
  });

  it('should answer the same from the rollup as from the live records', async () => {
    testClock.set(now);
    await activity();
    const token = await adminToken();
    const live = (await summary('from=2026-03-01&to=2026-03-10', token)).json();
    const { db } = await getTestPlatform();
    await rollUpAnalytics(db, testClock.now());
    const rolled = (await summary('from=2026-03-01&to=2026-03-10', token)).json();
    expect(rolled).toEqual(live);
    // A range inside the rolled days only, and one that starts after them.
    const stored = (await summary('from=2026-03-09&to=2026-03-09', token)).json();
    expect(stored).toMatchObject({ pageViews: 1, visitors: 1, bookings: 1, stampsGiven: 2 });
    const today = (await summary('from=2026-03-10&to=2026-03-10', token)).json();
    expect(today).toMatchObject({ pageViews: 1, visitors: 1, bookings: 1, stampsGiven: 0 });
  });

  it("should show one shop's figures with shopId, and none of a shop with analytics off", async () => {
    testClock.set(now);
    const { counted, switchedOff } = await activity();
    const { db } = await getTestPlatform();
    await rollUpAnalytics(db, testClock.now());
    const token = await adminToken();

    const one = (await summary(`from=2026-03-01&to=2026-03-10&shopId=${counted.id}`, token)).json();
    expect(one).toMatchObject({ pageViews: 4, visitors: 3, bookings: 2, stampsGiven: 2 });
    expect(one.topPages.map((page: { path: string }) => page.path)).not.toContain('/login');

    const off = (await summary(`from=2026-03-01&to=2026-03-10&shopId=${switchedOff.id}`, token)).json();
    expect(off).toMatchObject({
      pageViews: 0,
      visitors: 0,
      bookings: 0,
      stampsGiven: 0,
      shops: [],
      topPages: [],
    });

    // Switching analytics back on counts the shop's past days again.
    await db
      .updateTable('shop_module_flags')
      .set({ analytics_enabled: true })
      .where('shop_id', '=', switchedOff.id)
      .execute();
    const on = (await summary(`from=2026-03-01&to=2026-03-10&shopId=${switchedOff.id}`, token)).json();
    expect(on).toMatchObject({ pageViews: 1, bookings: 1, stampsGiven: 5 });
  });

  it('should list the 100 busiest studios, say how many had activity, and name them as named now', async () => {
    testClock.set(now);
    const { db } = await getTestPlatform();
    const studios = await Promise.all(
      Array.from({ length: analyticsShopsShown + 2 }, (_, n) => createShop({ name: `Studio ${n}` })),
    );
    // Studio n has n + 1 page views on 9 March (stored by the rollup) and one today (live).
    await db
      .insertInto('page_views')
      .values(
        studios.flatMap((studio, n) => [
          ...Array.from({ length: n + 1 }, () => ({
            path: `/partner/${studio.id}`,
            shop_id: studio.id,
            visitor_id: `visitor-${n}`,
            occurred_at: new Date('2026-03-09T10:00:00Z'),
          })),
          {
            path: `/partner/${studio.id}`,
            shop_id: studio.id,
            visitor_id: 'today',
            occurred_at: new Date(now),
          },
        ]),
      )
      .execute();
    await rollUpAnalytics(db, testClock.now());
    const token = await adminToken();
    const first = (await summary('from=2026-03-01&to=2026-03-10', token)).json();
    expect(first.shopCount).toBe(analyticsShopsShown + 2);
    expect(first.shops).toHaveLength(analyticsShopsShown);
    const busiest = studios.at(-1);
    expect(first.shops[0]).toMatchObject({
      shopId: busiest?.id,
      pageViews: analyticsShopsShown + 3,
      visitors: 2,
    });
    expect(first.shops.map((shop: { shopId: string }) => shop.shopId)).not.toContain(studios[0]?.id);

    // Asked again after a rename and a new page view: the name as it is now, the new view counted.
    await db
      .updateTable('shops')
      .set({ name: 'Studio Umbenannt' })
      .where('id', '=', busiest?.id ?? '')
      .execute();
    await pageView(now, 'late-visitor', `/partner/${busiest?.id}`, busiest?.id ?? null);
    await bookingMade(busiest?.id ?? '', now);
    const again = (await summary('from=2026-03-01&to=2026-03-10', token)).json();
    expect(again.shops[0]).toMatchObject({
      name: 'Studio Umbenannt',
      pageViews: analyticsShopsShown + 4,
      bookings: 1,
    });
    expect(again).toMatchObject({ bookings: 1 });

    // Switched off after it was summed: its figures leave the platform's summary at once.
    await switchAnalyticsOff(busiest?.id ?? '');
    const off = (await summary('from=2026-03-01&to=2026-03-10', token)).json();
    expect(off.shops.map((shop: { shopId: string }) => shop.shopId)).not.toContain(busiest?.id);
    expect(off).toMatchObject({ bookings: 0, shopCount: analyticsShopsShown + 1 });
  });

  it("should count page views and bookings on the app clock's day, not the machine's", async () => {
    // Far from any day this test runs on: without the app's clock the records would land on the
    // machine's day and this day would read empty (as the e2e suite at a moved clock once found).
    testClock.set('2031-03-11T09:00:00+01:00');
    const studio = await bookingStudio();
    const view = await call('POST', '/api/analytics/page-views', {
      body: { path: `/partner/${studio.shop.id}/app`, shopId: studio.shop.id, visitorId: 'visitor-moved' },
    });
    expect(view.statusCode).toBe(202);
    const booked = await book(studio, { start: '2031-03-11T14:00:00+01:00' });
    expect(booked.statusCode).toBe(201);

    const day = (await summary(`from=2031-03-11&to=2031-03-11&shopId=${studio.shop.id}`)).json();
    expect(day).toMatchObject({ pageViews: 1, visitors: 1, bookings: 1 });
  });

  it('should answer 404 1001 for an unknown shop', async () => {
    const response = await summary(`from=2026-03-01&to=2026-03-10&shopId=${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
  });

  it('should refuse a range that ends before it starts, or is longer than 366 days, with 9400', async () => {
    const token = await adminToken();
    for (const query of [
      'from=2026-03-10&to=2026-03-09',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
    ]) {
      const response = await summary(query, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe(9400);
    }
    expect((await summary('from=2025-01-01&to=2026-01-02', token)).json().fields).toHaveProperty('to');
    const leapYear = await summary('from=2028-01-01&to=2028-12-31', token);
    expect(leapYear.statusCode).toBe(200);
    expect(leapYear.json().days).toHaveLength(366);
  });

  it("should not let a shop admin read another shop's analytics, nor their own (403)", async () => {
    const { counted } = await activity();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: counted.id });
    const other = await createShop();
    for (const query of [`shopId=${other.id}&`, `shopId=${counted.id}&`, '']) {
      const response = await summary(`${query}from=2026-03-01&to=2026-03-10`, await tokenFor(shopAdmin));
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(9403);
    }
    const customer = await summary('from=2026-03-01&to=2026-03-10', await tokenFor(await createUser()));
    expect(customer.statusCode).toBe(403);
    const anonymous = await call('GET', '/api/analytics/summary?from=2026-03-01&to=2026-03-10');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('analytics rollup', () => {
  async function stored() {
    const { db } = await getTestPlatform();
    return {
      daily: await db.selectFrom('analytics_daily').selectAll().orderBy(['day', 'shop_id']).execute(),
      pages: await db
        .selectFrom('analytics_daily_pages')
        .selectAll()
        .orderBy(['day', 'shop_id', 'path'])
        .execute(),
    };
  }

  it('should store each finished day once, however often and however many times at once it runs', async () => {
    testClock.set(now);
    await activity();
    const { db } = await getTestPlatform();
    await Promise.all([rollUpAnalytics(db, testClock.now()), rollUpAnalytics(db, testClock.now())]);
    const first = await stored();
    expect(first.daily.map((row) => row.day)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-09',
      '2026-03-09',
    ]);
    expect(first.daily.map((row) => row.visitors).sort()).toEqual([0, 1, 1, 2]);

    expect(await rollUpAnalytics(db, testClock.now())).toBeNull();
    // Forgetting how far it got makes it store the same days again, replacing them.
    await db.deleteFrom('analytics_rollup_state').execute();
    expect(await rollUpAnalytics(db, testClock.now())).toEqual({ from: '2026-03-08', to: '2026-03-09' });
    expect(await stored()).toEqual(first);
  });

  it('should take up the next finished day and restore the last stored one', async () => {
    testClock.set(now);
    await activity();
    const { db } = await getTestPlatform();
    await rollUpAnalytics(db, testClock.now());
    testClock.set('2026-03-11T06:00:00Z');
    expect(await rollUpAnalytics(db, testClock.now())).toEqual({ from: '2026-03-08', to: '2026-03-10' });
    const today = (await summary('from=2026-03-10&to=2026-03-11')).json();
    expect(today).toMatchObject({ pageViews: 1, bookings: 1 });
  });

  it('should wait for activity before its first run stores anything', async () => {
    testClock.set(now);
    const { db } = await getTestPlatform();
    expect(await rollUpAnalytics(db, testClock.now())).toBeNull();
    expect(await db.selectFrom('analytics_rollup_state').selectAll().execute()).toEqual([]);
  });
});
