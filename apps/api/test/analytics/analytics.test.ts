import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

async function storedViews() {
  const { db } = await getTestPlatform();
  return db.selectFrom('page_views').selectAll().orderBy('id').execute();
}

function view(body: unknown, headers: Record<string, string> = {}, token?: string) {
  return call('POST', '/api/analytics/page-views', {
    body,
    headers: { 'x-forwarded-for': '198.51.100.20', 'user-agent': 'Test Browser 1.0', ...headers },
    language: 'en',
    ...(token ? { token } : {}),
  });
}

describe('POST /api/analytics/page-views', () => {
  it('should record a page view with its shop and account, without the query string', async () => {
    const shop = await createShop();
    const customer = await createUser();
    const response = await view(
      { path: `/partner/${shop.id}/app?token=secret`, shopId: shop.id },
      {},
      await tokenFor(customer),
    );
    expect(response.statusCode).toBe(202);

    const rows = await storedViews();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: `/partner/${shop.id}/app`,
      shop_id: shop.id,
      user_id: customer.id,
    });
    expect(rows[0]?.visitor_id).toMatch(/^[\w-]{22}$/);
  });

  it('should accept anonymous visitors', async () => {
    expect((await view({ path: '/login' })).statusCode).toBe(202);
  });

  it('should refuse a path that is not a path with 9400', async () => {
    const response = await view({ path: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('path');
    expect(await storedViews()).toHaveLength(0);
  });

  it('should need an API key', async () => {
    const response = await call('POST', '/api/analytics/page-views', { apiKey: null, body: { path: '/' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('page views that cannot be inflated', () => {
  it('should refuse a shop that is not a UUID (400) or does not exist (404), counting nothing', async () => {
    const notUuid = await view({ path: '/partner/x', shopId: 'not-a-uuid' });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().fields).toHaveProperty('shopId');
    const unknown = await view({ path: '/partner/x', shopId: '0b8f6c1e-5a4d-4c1b-9d6e-2f3a4b5c6d7e' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(1001);
    expect(await storedViews()).toHaveLength(0);
  });

  it('should refuse a path longer than 300 characters', async () => {
    expect((await view({ path: `/${'p'.repeat(299)}` })).statusCode).toBe(202);
    const tooLong = await view({ path: `/${'p'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ path: 'Too long' });
  });

  it('should limit one address to 60 views a minute and still take another address', async () => {
    const shop = await createShop();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await view({ path: `/partner/${shop.id}`, shopId: shop.id })).statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await view({ path: `/partner/${shop.id}`, shopId: shop.id }, { 'x-forwarded-for': '198.51.100.21' }))
        .statusCode,
    ).toBe(202);
  });

  it('should count one browser at one address as one visitor a day, whatever it sends', async () => {
    testClock.set('2030-05-06T10:00:00Z');
    const shop = await createShop();
    const other = await createShop();
    const page = { path: `/partner/${shop.id}`, shopId: shop.id };
    // The probe's many visitor ids from one browser: one visitor.
    for (let index = 0; index < 5; index += 1) {
      expect((await view({ ...page, visitorId: `probe-visitor-${index}` })).statusCode).toBe(202);
    }
    await view(page, { 'user-agent': 'Another Browser 2.0' });
    await view(page, { 'x-forwarded-for': '198.51.100.99' });
    await view({ path: `/partner/${other.id}`, shopId: other.id });
    testClock.set('2030-05-07T10:00:00Z');
    await view(page);

    const rows = await storedViews();
    expect(rows).toHaveLength(9);
    const visitorsOf = (shopId: string, day: string) =>
      new Set(
        rows
          .filter((row) => row.shop_id === shopId && row.occurred_at.toISOString().startsWith(day))
          .map((row) => row.visitor_id),
      ).size;
    // Same browser and address, another browser, another address.
    expect(visitorsOf(shop.id, '2030-05-06')).toBe(3);
    expect(visitorsOf(other.id, '2030-05-06')).toBe(1);
    // The next day's pseudonym does not link to the day before.
    const firstDay = rows[0]?.visitor_id;
    expect(rows.at(-1)?.visitor_id).not.toBe(firstDay);
    // The summary counts them the same way.
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const summary = await call(
      'GET',
      `/api/analytics/summary?from=2030-05-06&to=2030-05-07&shopId=${shop.id}`,
      {
        token: admin,
      },
    );
    expect(summary.json()).toMatchObject({ pageViews: 8, visitors: 4 });
  });
});
