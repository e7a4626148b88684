// The one Idempotency-Key mechanism of the money-moving POSTs (http/idempotent-answer.ts), shown on
// plan checkouts; vouchers, orders and deal purchases have their cases in their own files.
import { describe, expect, it } from 'vitest';
import { expireIdempotencyKeys } from '../../src/jobs/expire-idempotency-keys.ts';
import { createShop, createUser, makeReadyToGoLive, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

async function studioAdmins() {
  const shop = await createShop({ status: 'pending_payment' });
  await makeReadyToGoLive(shop.id);
  const owner = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
  const manager = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
  return { shopId: shop.id, owner, manager };
}

function choosePlan(shopId: string, token: string, plan: string, idempotencyKey: string) {
  return call('POST', `/api/shops/${shopId}/subscription`, {
    token,
    language: 'en',
    body: { plan },
    headers: { 'idempotency-key': idempotencyKey },
  });
}

async function paymentsOf(shopId: string) {
  const { db } = await getTestPlatform();
  return db.selectFrom('payments').select(['id', 'purpose']).where('shop_id', '=', shopId).execute();
}

describe('Idempotency-Key', () => {
  it('should keep keys per caller: the same key from another caller is a request of its own', async () => {
    const { shopId, owner, manager } = await studioAdmins();
    const byOwner = await choosePlan(shopId, owner, 'basic', 'same-key');
    const byManager = await choosePlan(shopId, manager, 'basic', 'same-key');
    expect([byOwner.statusCode, byManager.statusCode]).toEqual([201, 201]);
    expect(byManager.json().paymentId).not.toBe(byOwner.json().paymentId);
    expect(byManager.headers['idempotent-replayed']).toBeUndefined();
    // Each caller's repeat answers that caller's own first answer.
    expect((await choosePlan(shopId, owner, 'basic', 'same-key')).json()).toEqual(byOwner.json());
    expect((await choosePlan(shopId, manager, 'basic', 'same-key')).json()).toEqual(byManager.json());
    expect(await paymentsOf(shopId)).toHaveLength(2);
  });

  it('should refuse a malformed key with 400 9400', async () => {
    const { shopId, owner } = await studioAdmins();
    for (const key of ['with space', 'x'.repeat(201), 'ümlaut']) {
      const refused = await choosePlan(shopId, owner, 'basic', key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe(9400);
    }
    expect(await paymentsOf(shopId)).toEqual([]);
  });

  it('should forget a key a day after its use: a later request under it runs again', async () => {
    const { shopId, owner } = await studioAdmins();
    testClock.set('2030-03-01T10:00:00Z');
    const first = await choosePlan(shopId, owner, 'basic', 'plan-key');
    expect(first.statusCode).toBe(201);
    const { db } = await getTestPlatform();
    // The row carries the database's time; put it where the app's clock stood.
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(testClock.now()) })
      .execute();
    expect(await expireIdempotencyKeys(db, Date.parse('2030-03-02T09:59:59Z'))).toBe(0);
    expect((await choosePlan(shopId, owner, 'basic', 'plan-key')).json()).toEqual(first.json());
    expect(await expireIdempotencyKeys(db, Date.parse('2030-03-02T10:00:01Z'))).toBe(1);
    const later = await choosePlan(shopId, owner, 'basic', 'plan-key');
    expect(later.statusCode).toBe(201);
    expect(later.json().paymentId).not.toBe(first.json().paymentId);
  });
});
