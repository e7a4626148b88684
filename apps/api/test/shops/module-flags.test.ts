// requireModuleEnabled is what every module's endpoints (deals, stamps, vouchers, …) call first.
// Proven here on a tiny route of its own, the way those features will use it.
import { moduleFlagNames } from '@studio/domain/shop';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireModuleEnabled } from '../../src/features/shops/require-module-enabled.ts';
import { AppError } from '../../src/http/app-error.ts';
import { registerErrorEnvelope } from '../../src/http/error-envelope.ts';
import { registerLocale } from '../../src/http/locale.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

let probe: FastifyInstance;

beforeAll(async () => {
  const { db } = await getTestPlatform();
  probe = Fastify({ logger: false });
  registerLocale(probe);
  registerErrorEnvelope(probe);
  probe.get<{ Params: { shopId: string } }>('/shops/:shopId/deals', async (request) => {
    const role = request.headers['x-role'] === 'globalAdmin' ? 'globalAdmin' : 'appUser';
    const identity = {
      uid: 'probe',
      role,
      shopId: null,
      shopLevel: null,
      teamMemberId: null,
      guest: false,
    } as const;
    await requireModuleEnabled(db, request.params.shopId, 'dealsEnabled', identity);
    return { deals: [] };
  });
  await probe.ready();
});

afterAll(async () => {
  await probe.close();
});

async function switchOff(shopId: string, flag: string) {
  const admin = await createUser({ role: 'globalAdmin' });
  const response = await call('PUT', `/api/flags/shop/${shopId}`, {
    token: await tokenFor(admin),
    body: { [flag]: false },
  });
  expect(response.statusCode).toBe(200);
}

describe('requireModuleEnabled', () => {
  it('should let a route of an enabled module answer', async () => {
    const shop = await createShop();
    const response = await probe.inject({ method: 'GET', url: `/shops/${shop.id}/deals` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deals: [] });
  });

  it('should answer 404 9404 once a global admin switches the module off', async () => {
    const shop = await createShop();
    await switchOff(shop.id, 'dealsEnabled');
    const response = await probe.inject({
      method: 'GET',
      url: `/shops/${shop.id}/deals`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(9404);
  });

  it('should still let a global admin reach a switched-off module', async () => {
    const shop = await createShop();
    await switchOff(shop.id, 'dealsEnabled');
    const response = await probe.inject({
      method: 'GET',
      url: `/shops/${shop.id}/deals`,
      headers: { 'x-role': 'globalAdmin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('should only look at its own module and its own shop', async () => {
    const shop = await createShop();
    const other = await createShop();
    await switchOff(shop.id, 'stampsEnabled');
    await switchOff(other.id, 'dealsEnabled');
    const response = await probe.inject({ method: 'GET', url: `/shops/${shop.id}/deals` });
    expect(response.statusCode).toBe(200);
  });

  it('should answer an unknown or malformed shop with 1001', async () => {
    const unknown = await probe.inject({
      method: 'GET',
      url: '/shops/00000000-0000-4000-8000-000000000000/deals',
    });
    expect(unknown.json().errorCode).toBe(1001);
    const malformed = await probe.inject({ method: 'GET', url: '/shops/nope/deals' });
    expect(malformed.json().errorCode).toBe(1001);
  });

  it('should check every one of the nine flags', async () => {
    const { db } = await getTestPlatform();
    const shop = await createShop();
    for (const flag of moduleFlagNames) await requireModuleEnabled(db, shop.id, flag, null);
    for (const flag of moduleFlagNames) {
      await switchOff(shop.id, flag);
      const failure = await requireModuleEnabled(db, shop.id, flag, null).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe(9404);
    }
  });
});

describe('the modules a new studio starts with', () => {
  it('should start a nail studio with booking and loyalty, and a café also with menu, orders and reservations', async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const flagsOf = async (category: string) => {
      const created = await call('POST', '/api/shops', {
        token: admin,
        body: {
          name: `Studio ${category}`,
          address: 'Torstraße 5, 10119 Berlin',
          phone: '+49 30 5551234',
          email: `${category}@example.com`,
          category,
        },
      });
      expect(created.statusCode).toBe(201);
      return (await call('GET', `/api/flags/shop/${created.json().id}`, { token: admin })).json();
    };
    expect(await flagsOf('nails')).toMatchObject({
      dealsEnabled: true,
      stampsEnabled: true,
      giftsEnabled: true,
      partnerCardsEnabled: true,
      vouchersEnabled: true,
      menuEnabled: false,
      ordersEnabled: false,
      reservationsEnabled: false,
    });
    expect(await flagsOf('cafe')).toMatchObject({
      stampsEnabled: true,
      menuEnabled: true,
      ordersEnabled: true,
      reservationsEnabled: true,
    });
  });
});
