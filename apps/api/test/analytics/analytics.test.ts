import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

describe('POST /api/analytics/page-views', () => {
  it('should record a page view with its shop and visitor, without the query string', async () => {
    const shop = await createShop();
    const customer = await createUser();
    const response = await call('POST', '/api/analytics/page-views', {
      token: await tokenFor(customer),
      body: { path: `/partner/${shop.id}/app?token=secret`, shopId: shop.id, visitorId: 'visitor-123' },
    });
    expect(response.statusCode).toBe(202);

    const { db } = await getTestPlatform();
    const rows = await db.selectFrom('page_views').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: `/partner/${shop.id}/app`,
      shop_id: shop.id,
      visitor_id: 'visitor-123',
      user_id: customer.id,
    });
  });

  it('should accept anonymous visitors', async () => {
    const response = await call('POST', '/api/analytics/page-views', {
      body: { path: '/login', visitorId: 'anonymous-visitor' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('should refuse a path that is not a path with 9400', async () => {
    const response = await call('POST', '/api/analytics/page-views', {
      body: { path: 'https://elsewhere.example', visitorId: 'visitor-123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('path');
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('page_views').selectAll().execute()).toHaveLength(0);
  });

  it('should need an API key', async () => {
    const response = await call('POST', '/api/analytics/page-views', {
      apiKey: null,
      body: { path: '/', visitorId: 'visitor-123' },
    });
    expect(response.statusCode).toBe(401);
  });
});
