// A deal that needs a purchase is paid through the same checkout as vouchers (test provider here):
// the purchase is paid once the payment succeeds, and only then redeemable.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function studioWithPaidDeal() {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  const ownerToken = await tokenFor(owner);
  const initiated = await call('POST', `/api/shops/${shop.id}/connect/initiate`, { token: ownerToken });
  await call('POST', `/api/payments/test/accounts/${initiated.json().accountId}/verify`);
  const { db } = await getTestPlatform();
  const deal = await db
    .insertInto('deals')
    .values({
      id: randomUUID(),
      owner_shop_id: null,
      title: 'Nagel-Flatrate',
      offer_text: '3 Maniküren',
      description: 'x',
      valid_from: '2026-01-01',
      valid_to: '2035-12-31',
      hot: false,
      multi_use: false,
      type: 'independent',
      image_url: null,
      requires_purchase: true,
      price_cents: 1500,
      percent: null,
      article_ids: '[]',
      bundle_price_cents: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('deal_shops').values({ shop_id: shop.id, deal_id: deal.id, active: true }).execute();
  return { shopId: shop.id, dealId: deal.id };
}

describe('deal purchases through the checkout', () => {
  it('should make a deal redeemable once its purchase is paid, and not before', async () => {
    const { shopId, dealId } = await studioWithPaidDeal();
    const customer = await tokenFor(await createUser());
    const started = await call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, { token: customer });
    expect(started.statusCode).toBe(201);
    const { purchaseId, checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(/\/api\/payments\/test\/checkout\/[0-9a-f-]{36}$/);
    const redeem = () =>
      call('POST', `/api/shops/${shopId}/deals/${dealId}/redeem`, { token: customer, body: { purchaseId } });
    expect((await redeem()).json().errorCode).toBe(2010);

    const paymentId = checkoutUrl.split('/').at(-1);
    const summary = await call('GET', `/api/payments/test/checkout/${paymentId}/summary`);
    expect(summary.json()).toMatchObject({ amountCents: 1500, status: 'open' });
    expect(
      (
        await call('POST', `/api/payments/test/checkout/${paymentId}/complete`, {
          body: { outcome: 'succeeded' },
        })
      ).statusCode,
    ).toBe(200);
    const redeemed = await redeem();
    expect(redeemed.statusCode).toBe(201);
    // The purchase is used up: another redemption needs another purchase.
    expect((await redeem()).json().errorCode).toBe(2010);
  });

  it('should refuse a guest and a deal that needs no purchase', async () => {
    const { shopId, dealId } = await studioWithPaidDeal();
    const guest = await call('POST', '/api/auth/guest');
    const refused = await call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, {
      token: guest.json().token,
    });
    expect(refused.json().errorCode).toBe(9403);
    const { db } = await getTestPlatform();
    await db
      .updateTable('deals')
      .set({ requires_purchase: false, price_cents: null })
      .where('id', '=', dealId)
      .execute();
    const customer = await tokenFor(await createUser());
    const free = await call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, { token: customer });
    expect(free.json().errorCode).toBe(2011);
  });
});
