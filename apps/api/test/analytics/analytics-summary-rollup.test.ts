// The summary's fast path (daily rollup, monthly page sums, live days after the rollup) must answer
// exactly what a plain count over the records gives. The records are generated here and counted
// again in TypeScript (the straightforward computation); the API answers the same ranges before any
// rollup, with the rollup part of the way, and with it complete.
import { analyticsTimeZone } from '@studio/domain/analytics-contract';
import { addDays } from '@studio/domain/calendar-day';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { rollUpAnalytics } from '../../src/features/analytics/roll-up-analytics.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Today is 5 April 2026 in Berlin; the records run from 20 December 2025 (over a new year, February
// and the clock change of 29 March) until now.
const now = '2026-04-05T10:00:00Z';
const firstInstant = Date.parse('2025-12-19T22:00:00Z');
const lastInstant = Date.parse(now);

interface Studio {
  id: string;
  name: string;
  counted: boolean;
  /** Path prefix: paths sort the same in every collation (letters, digits, slashes at fixed places). */
  prefix: string;
}

interface View {
  at: number;
  shopId: string | null;
  visitorId: string;
  path: string;
}

interface Fact {
  at: number;
  shopId: string;
  count: number;
}

/** A fixed pseudo-random sequence (mulberry32), so a failure can be replayed. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const days = new Map<number, string>();
/** The record's calendar day in the analytics time zone (remembered: the counts ask often). */
function dayOf(at: number): string {
  let day = days.get(at);
  if (day === undefined) {
    day = DateTime.fromMillis(at, { zone: analyticsTimeZone }).toISODate() ?? '';
    days.set(at, day);
  }
  return day;
}

async function records() {
  const studios: Studio[] = [
    { ...(await createShop({ name: 'Studio Anna' })), counted: true, prefix: '/sa' },
    { ...(await createShop({ name: 'Studio Berta' })), counted: true, prefix: '/sb' },
    { ...(await createShop({ name: 'Studio Carla' })), counted: false, prefix: '/sc' },
  ];
  const { db } = await getTestPlatform();
  const off = studios.filter((studio) => !studio.counted).map((studio) => studio.id);
  await db
    .updateTable('shop_module_flags')
    .set({ analytics_enabled: false })
    .where('shop_id', 'in', off)
    .execute();

  const random = sequence(15);
  const instant = () => Math.floor(firstInstant + random() * (lastInstant - firstInstant));
  const views: View[] = [];
  for (let n = 0; n < 900; n += 1) {
    const studio = random() < 0.15 ? null : studios[Math.floor(random() * studios.length)];
    const page = Math.floor(random() * random() * 8);
    views.push({
      at: instant(),
      shopId: studio?.id ?? null,
      visitorId: `visitor-${Math.floor(random() * 25)}`,
      path: studio ? `${studio.prefix}/p${page}` : (['/login', '/welcome'][page % 2] ?? '/login'),
    });
  }
  // Around midnight in Berlin, where a day ends.
  for (const at of [
    '2025-12-31T22:59:59Z',
    '2025-12-31T23:00:00Z',
    '2026-03-28T23:30:00Z',
    '2026-03-29T21:59:00Z',
  ]) {
    views.push({
      at: Date.parse(at),
      shopId: studios[0]?.id ?? null,
      visitorId: 'visitor-night',
      path: '/sa/p0',
    });
  }
  await db
    .insertInto('page_views')
    .values(
      views.map((view) => ({
        path: view.path,
        shop_id: view.shopId,
        visitor_id: view.visitorId,
        occurred_at: new Date(view.at),
      })),
    )
    .execute();

  const bookings: Fact[] = [];
  for (let n = 0; n < 120; n += 1) {
    const studio = studios[n % studios.length] as Studio;
    const at = instant();
    bookings.push({ at, shopId: studio.id, count: 1 });
  }
  await db
    .insertInto('bookings')
    .values(
      bookings.map((booking, n) => ({
        id: crypto.randomUUID(),
        shop_id: booking.shopId,
        start_at: new Date(Date.parse('2026-05-01T07:00:00Z') + n * 3_600_000),
        end_at: new Date(Date.parse('2026-05-01T08:00:00Z') + n * 3_600_000),
        status: 'confirmed',
        customer_name: 'Clara Kundin',
        customer_email: 'clara@example.com',
        created_at: new Date(booking.at),
        updated_at: new Date(booking.at),
      })),
    )
    .execute();

  const customer = await createUser();
  const stamps: Fact[] = [];
  for (const studio of studios) {
    await db
      .insertInto('customer_stamp_cards')
      .values({ shop_id: studio.id, user_id: customer.id, stamps: 0, max_stamps: 10 })
      .execute();
    for (let n = 0; n < 6; n += 1) stamps.push({ at: instant(), shopId: studio.id, count: 1 + (n % 3) });
  }
  await db
    .insertInto('stamp_card_events')
    .values(
      stamps.map((stamp) => ({
        shop_id: stamp.shopId,
        user_id: customer.id,
        request_id: null,
        kind: 'stamps_added' as const,
        count: stamp.count,
        stamps_after: stamp.count,
        reason: null,
        actor_id: null,
        created_at: new Date(stamp.at),
      })),
    )
    .execute();
  return { studios, views, bookings, stamps };
}

type Records = Awaited<ReturnType<typeof records>>;

/** The summary counted straight from the records. */
function counted({ studios, views, bookings, stamps }: Records, from: string, to: string, shopId?: string) {
  const countedShop = (id: string | null) =>
    shopId === undefined
      ? id === null || (studios.find((studio) => studio.id === id)?.counted ?? false)
      : id === shopId && (studios.find((studio) => studio.id === id)?.counted ?? false);
  const inRange = (at: number) => dayOf(at) >= from && dayOf(at) <= to;
  const seen = views.filter((view) => inRange(view.at) && countedShop(view.shopId));
  const made = bookings.filter((booking) => inRange(booking.at) && countedShop(booking.shopId));
  const given = stamps.filter((stamp) => inRange(stamp.at) && countedShop(stamp.shopId));
  const visitors = (list: View[]) =>
    new Set(list.map((view) => `${dayOf(view.at)} ${view.shopId} ${view.visitorId}`)).size;

  const byDay = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const ofDay = seen.filter((view) => dayOf(view.at) === day);
    byDay.push({
      date: day,
      pageViews: ofDay.length,
      visitors: visitors(ofDay),
      bookings: made.filter((booking) => dayOf(booking.at) === day).length,
      orders: 0,
    });
  }
  const shops = studios
    .map((studio) => {
      const ofShop = seen.filter((view) => view.shopId === studio.id);
      return {
        shopId: studio.id,
        name: studio.name,
        pageViews: ofShop.length,
        visitors: visitors(ofShop),
        bookings: made.filter((booking) => booking.shopId === studio.id).length,
        orders: 0,
        stampsGiven: given
          .filter((stamp) => stamp.shopId === studio.id)
          .reduce((sum, stamp) => sum + stamp.count, 0),
        vouchersSoldCents: 0,
      };
    })
    .filter((shop) => shop.pageViews + shop.bookings + shop.stampsGiven > 0)
    .sort((a, b) => b.pageViews - a.pageViews || b.bookings - a.bookings || a.name.localeCompare(b.name));
  const byPath = new Map<string, number>();
  for (const view of seen) byPath.set(view.path, (byPath.get(view.path) ?? 0) + 1);
  const topPages = [...byPath]
    // No path of this model is a /partner/<id> path, so none names a studio.
    .map(([path, pageViews]) => ({ path, shopName: null, pageViews }))
    .sort((a, b) => b.pageViews - a.pageViews || (a.path < b.path ? -1 : 1))
    .slice(0, 10);
  return {
    from,
    to,
    timezone: analyticsTimeZone,
    pageViews: seen.length,
    visitors: visitors(seen),
    bookings: made.length,
    orders: 0,
    stampsGiven: given.reduce((sum, stamp) => sum + stamp.count, 0),
    vouchersSoldCents: 0,
    days: byDay,
    shops,
    shopCount: shops.length,
    topPages,
  };
}

const ranges: [string, string][] = [
  ['2025-12-20', '2026-04-05'],
  ['2026-01-01', '2026-01-31'],
  ['2026-01-15', '2026-03-14'],
  ['2025-12-31', '2026-01-01'],
  ['2026-03-29', '2026-03-29'],
  ['2026-02-01', '2026-04-05'],
  ['2026-03-01', '2026-03-31'],
  ['2026-02-01', '2026-02-27'],
];

async function expectCountedAnswers(data: Records, stage: string): Promise<void> {
  const token = await tokenFor(await createUser({ role: 'globalAdmin' }));
  for (const [from, to] of ranges) {
    for (const shopId of [undefined, ...data.studios.map((studio) => studio.id)]) {
      const query = `from=${from}&to=${to}${shopId ? `&shopId=${shopId}` : ''}`;
      const response = await call('GET', `/api/analytics/summary?${query}`, { token });
      expect(response.statusCode, `${stage}: ${query}`).toBe(200);
      expect(response.json(), `${stage}: ${query}`).toEqual(counted(data, from, to, shopId));
    }
  }
}

describe('analytics summary: rollup against the records', () => {
  it('should answer every range and shop as a plain count of the records, before, during and after the rollup', {
    timeout: 120_000,
  }, async () => {
    testClock.set(now);
    const data = await records();
    const { db } = await getTestPlatform();
    await expectCountedAnswers(data, 'all live');

    // Rolled up to 9 February: February's monthly sums hold part of the month only.
    expect(await rollUpAnalytics(db, Date.parse('2026-02-10T12:00:00Z'))).toEqual({
      from: '2025-12-20',
      to: '2026-02-09',
    });
    await expectCountedAnswers(data, 'rolled up to 9 February');

    expect(await rollUpAnalytics(db, testClock.now())).toEqual({ from: '2026-02-08', to: '2026-04-04' });
    await expectCountedAnswers(data, 'rolled up to yesterday');

    // The monthly sums are those of their days (January: a whole month the summary reads from them).
    const january = await db
      .selectFrom('analytics_monthly_pages')
      .select((eb) => eb.fn.sum<string>('page_views').as('views'))
      .where('month', '=', '2026-01-01')
      .executeTakeFirstOrThrow();
    expect(Number(january.views)).toBe(
      data.views.filter((view) => dayOf(view.at).startsWith('2026-01')).length,
    );
  });
});
