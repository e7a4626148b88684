import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function addTreatment(
  shop: ShopRow,
  values: { name: string; priceCents: number; category?: string; active?: boolean; position?: number },
) {
  const { db } = await getTestPlatform();
  await db
    .insertInto('treatments')
    .values({
      id: randomUUID(),
      shop_id: shop.id,
      name: values.name,
      category: values.category ?? null,
      price_cents: values.priceCents,
      duration_minutes: 45,
      active: values.active ?? true,
      position: values.position ?? 0,
    })
    .execute();
}

describe('GET services (every studio’s price list, global admin)', () => {
  let berlin: ShopRow;
  let zurich: ShopRow;
  let adminToken: string;

  beforeEach(async () => {
    berlin = await createShop({ name: 'Berlin Nails' });
    // A pending studio in another currency: the platform's admin sees its catalogue too.
    zurich = await createShop({ name: 'Zürich Beauty', status: 'pending' });
    const { db } = await getTestPlatform();
    await db.updateTable('shops').set({ currency_code: 'CHF' }).where('id', '=', zurich.id).execute();
    await addTreatment(berlin, {
      name: 'Maniküre klassisch',
      priceCents: 3500,
      category: 'Hände',
      position: 0,
    });
    await addTreatment(berlin, { name: 'Gel 50% off', priceCents: 2000, active: false, position: 1 });
    await addTreatment(zurich, { name: 'Pediküre', priceCents: 6000, position: 0 });
    adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
  });

  const list = (query: string, token = adminToken) => call('GET', `/api/services?${query}`, { token });

  it('should list every studio’s treatments, inactive ones and pending studios too, in the studio’s currency', async () => {
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe('3');
    const items = answer.json();
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Maniküre klassisch',
      'Gel 50% off',
      'Pediküre',
    ]);
    expect(items[0]).toMatchObject({
      shopId: berlin.id,
      shopName: 'Berlin Nails',
      name: 'Maniküre klassisch',
      category: 'Hände',
      priceCents: 3500,
      currency: 'EUR',
      durationMinutes: 45,
      active: true,
    });
    expect(items[1].active).toBe(false);
    expect(items[2]).toMatchObject({ shopId: zurich.id, shopName: 'Zürich Beauty', currency: 'CHF' });
  });

  it('should search treatment and studio names in any case, filter by studio, and page', async () => {
    const byTreatment = await list('search=PEDIK');
    expect(byTreatment.json().map((item: { name: string }) => item.name)).toEqual(['Pediküre']);
    const byStudio = await list('search=berlin');
    expect(byStudio.headers['x-total-count']).toBe('2');
    // `%` is a letter like any other, not a wildcard.
    expect((await list('search=50%25')).json().map((item: { name: string }) => item.name)).toEqual([
      'Gel 50% off',
    ]);
    expect((await list('search=5%25off')).json()).toEqual([]);
    const ofZurich = await list(`shopId=${zurich.id}`);
    expect(ofZurich.json().map((item: { shopId: string }) => item.shopId)).toEqual([zurich.id]);
    expect((await list(`shopId=${zurich.id}&search=Maniküre`)).json()).toEqual([]);
    const page = await list('limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((item: { name: string }) => item.name)).toEqual(['Gel 50% off']);
  });

  it('should refuse a shop admin and a customer, and ask for a sign-in', async () => {
    const owner = await tokenFor(await createUser({ role: 'shopAdmin', shopId: berlin.id }));
    expect((await list('', owner)).statusCode).toBe(403);
    expect((await list(`shopId=${zurich.id}`, owner)).json().errorCode).toBe(9403);
    expect((await list('', await tokenFor(await createUser()))).statusCode).toBe(403);
    const anonymous = await call('GET', '/api/services');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(9401);
  });

  it('should answer 400 9400 for a malformed filter', async () => {
    const answer = await list('shopId=berlin');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe(9400);
    expect((await list('limit=0')).json().errorCode).toBe(9400);
  });
});
