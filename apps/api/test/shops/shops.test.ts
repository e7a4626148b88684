import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

describe('GET /api/shops/:shopId', () => {
  it('should show an active shop to anyone', async () => {
    const shop = await createShop({ status: 'active', name: 'Glanz & Gloria' });
    const response = await call('GET', `/api/shops/${shop.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shop.id,
      name: 'Glanz & Gloria',
      status: 'active',
      timezone: 'Europe/Berlin',
      currencyCode: 'EUR',
      slotStepMinutes: 15,
      minLeadMinutes: 60,
      horizonDays: 60,
      autoConfirm: true,
    });
  });

  it('should hide a pending shop from the public with 1001', async () => {
    const shop = await createShop({ status: 'pending' });
    const response = await call('GET', `/api/shops/${shop.id}`, { language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorCode: 1001,
      message: 'The shop was not found. Please check the shop ID.',
    });
  });

  it('should show a pending shop to its own admin and to global admins', async () => {
    const shop = await createShop({ status: 'pending' });
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const admin = await createUser({ role: 'globalAdmin' });
    expect((await call('GET', `/api/shops/${shop.id}`, { token: await tokenFor(owner) })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/shops/${shop.id}`, { token: await tokenFor(admin) })).statusCode).toBe(
      200,
    );
  });

  it("should not return another shop's pending profile to a shop admin", async () => {
    const own = await createShop({ status: 'active' });
    const other = await createShop({ status: 'pending' });
    const owner = await createUser({ role: 'shopAdmin', shopId: own.id });
    const response = await call('GET', `/api/shops/${other.id}`, { token: await tokenFor(owner) });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
  });

  it('should answer a malformed id with 1001', async () => {
    const response = await call('GET', '/api/shops/not-a-uuid');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
  });
});

describe('module flags', () => {
  it('should default every flag to true', async () => {
    const shop = await createShop();
    const response = await call('GET', `/api/flags/shop/${shop.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dealsEnabled: true,
      stampsEnabled: true,
      giftsEnabled: true,
      menuEnabled: true,
      reservationsEnabled: true,
      ordersEnabled: true,
      analyticsEnabled: true,
      partnerCardsEnabled: true,
      vouchersEnabled: true,
    });
  });

  it('should let a global admin switch a module off', async () => {
    const shop = await createShop();
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('PUT', `/api/flags/shop/${shop.id}`, {
      token: await tokenFor(admin),
      body: { dealsEnabled: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dealsEnabled: false, stampsEnabled: true });
    const read = await call('GET', `/api/flags/shop/${shop.id}`);
    expect(read.json().dealsEnabled).toBe(false);
  });

  it('should not let a shop admin change the flags of its own shop', async () => {
    const shop = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const response = await call('PUT', `/api/flags/shop/${shop.id}`, {
      token: await tokenFor(owner),
      body: { vouchersEnabled: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(9403);
  });

  it("should not let a shop admin change another shop's flags", async () => {
    const own = await createShop();
    const other = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: own.id });
    const response = await call('PUT', `/api/flags/shop/${other.id}`, {
      token: await tokenFor(owner),
      body: { vouchersEnabled: false },
    });
    expect(response.statusCode).toBe(403);
    const read = await call('GET', `/api/flags/shop/${other.id}`);
    expect(read.json().vouchersEnabled).toBe(true);
  });

  it('should refuse unknown flag names with 9400', async () => {
    const shop = await createShop();
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('PUT', `/api/flags/shop/${shop.id}`, {
      token: await tokenFor(admin),
      body: { teleportEnabled: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
  });
});
