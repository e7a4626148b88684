// A deal that needs a purchase is paid through the same checkout as vouchers (test provider here):
// the purchase is paid once the payment succeeds, and only then redeemable.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function enablePayouts(shopId: string, ownerToken: string) {
  const initiated = await call('POST', `/api/shops/${shopId}/connect/initiate`, { token: ownerToken });
  await call('POST', `/api/payments/test/accounts/${initiated.json().accountId}/verify`);
}

async function studioWithPaidDeal(options: { payouts: boolean } = { payouts: true }) {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  const ownerToken = await tokenFor(owner);
  if (options.payouts) await enablePayouts(shop.id, ownerToken);
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
  return { shopId: shop.id, dealId: deal.id, ownerToken };
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

  it('should answer a purchase retried under its Idempotency-Key with its first answer, and keep none for a refusal', async () => {
    const { shopId, dealId, ownerToken } = await studioWithPaidDeal({ payouts: false });
    const customer = await tokenFor(await createUser());
    const purchase = () =>
      call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, {
        token: customer,
        headers: { 'idempotency-key': 'deal-1' },
      });
    // Payouts not set up yet: refused, and nothing is kept under the key, so its retry runs again.
    expect((await purchase()).json().errorCode).toBe(2032);
    await enablePayouts(shopId, ownerToken);
    const bought = await purchase();
    expect(bought.statusCode).toBe(201);
    const repeated = await purchase();
    expect(repeated.statusCode).toBe(201);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(bought.json());
    const { db } = await getTestPlatform();
    const purchases = await db
      .selectFrom('deal_purchases')
      .select('id')
      .where('shop_id', '=', shopId)
      .execute();
    expect(purchases).toEqual([{ id: bought.json().purchaseId }]);
    const payments = await db.selectFrom('payments').select('id').where('shop_id', '=', shopId).execute();
    expect(payments).toHaveLength(1);
  });

  it("should list the caller's deal purchases with their state, mail the paid one's link once, and never show another customer's", async () => {
    const { shopId, dealId } = await studioWithPaidDeal();
    const buyer = await createUser({ locale: 'en' });
    const customer = await tokenFor(buyer);
    const otherCustomer = await tokenFor(await createUser());
    const mine = () => call('GET', '/api/me/deal-purchases', { token: customer });
    const started = await call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, { token: customer });
    const { purchaseId, checkoutUrl } = started.json();
    expect((await mine()).json()).toEqual([
      expect.objectContaining({
        purchaseId,
        dealId,
        shopId,
        title: 'Nagel-Flatrate',
        priceCents: 1500,
        state: 'pending',
        paidAt: null,
      }),
    ]);

    const paymentId = checkoutUrl.split('/').at(-1);
    const complete = () =>
      call('POST', `/api/payments/test/checkout/${paymentId}/complete`, { body: { outcome: 'succeeded' } });
    await complete();
    await complete();
    const paid = (await mine()).json();
    expect(paid).toMatchObject([{ purchaseId, state: 'paid', currency: 'EUR' }]);
    expect(paid[0].paidAt).toEqual(expect.any(String));
    const mails = (await outboxMails(buyer.email)).filter((mail) => mail.kind === 'deal_purchased');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(
      `/partner/${shopId}/app?tab=deals&deal=${dealId}&purchase=${purchaseId}`,
    );

    // Another customer sees none of it, and cannot redeem it under its id.
    expect((await call('GET', '/api/me/deal-purchases', { token: otherCustomer })).json()).toEqual([]);
    const foreign = await call('POST', `/api/shops/${shopId}/deals/${dealId}/redeem`, {
      token: otherCustomer,
      body: { purchaseId },
    });
    expect(foreign.statusCode).toBe(404);

    await call('POST', `/api/shops/${shopId}/deals/${dealId}/redeem`, {
      token: customer,
      body: { purchaseId },
    });
    expect((await mine()).json()).toMatchObject([{ purchaseId, state: 'redeemed' }]);
  });

  it('should answer a guest an empty list (a guest cannot buy) and refuse a caller without a token', async () => {
    const guest = await call('POST', '/api/auth/guest');
    expect((await call('GET', '/api/me/deal-purchases', { token: guest.json().token })).json()).toEqual([]);
    expect((await call('GET', '/api/me/deal-purchases')).statusCode).toBe(401);
  });

  it("should show the studio its paid deal sales with the buyer, and not another shop's", async () => {
    const { shopId, dealId, ownerToken } = await studioWithPaidDeal();
    const other = await studioWithPaidDeal();
    const buyer = await createUser({ name: 'Dana Deal' });
    const customer = await tokenFor(buyer);
    const sales = (token: string, shop = shopId) => call('GET', `/api/shops/${shop}/deals/sales`, { token });
    const started = await call('POST', `/api/shops/${shopId}/deals/${dealId}/purchase`, { token: customer });
    const { purchaseId, checkoutUrl } = started.json();
    // Not paid yet: no sale.
    expect((await sales(ownerToken)).json()).toEqual([]);
    await call('POST', `/api/payments/test/checkout/${checkoutUrl.split('/').at(-1)}/complete`, {
      body: { outcome: 'succeeded' },
    });
    expect((await sales(ownerToken)).json()).toEqual([
      {
        purchaseId,
        dealId,
        dealTitle: 'Nagel-Flatrate',
        priceCents: 1500,
        currency: 'EUR',
        state: 'paid',
        paidAt: expect.any(String),
        customer: { name: 'Dana Deal', email: buyer.email },
      },
    ]);
    await call('POST', `/api/shops/${shopId}/deals/${dealId}/redeem`, {
      token: customer,
      body: { purchaseId },
    });
    expect((await sales(ownerToken)).json()).toMatchObject([{ purchaseId, state: 'redeemed' }]);

    // The other studio's owner neither reads this studio's sales nor sees them among its own.
    expect((await sales(other.ownerToken)).statusCode).toBe(403);
    expect((await sales(other.ownerToken, other.shopId)).json()).toEqual([]);
    expect((await sales(customer)).statusCode).toBe(403);
  });
});
