// Vouchers end to end through the API with the embedded test provider: payouts, offers, a gift
// purchase, the mail with code and PDF, claim, redemption requests and their races, refund, expiry.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.ts';
import { expireVouchers } from '../../src/features/vouchers/expire-vouchers.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { createShop, createUser, makeReadyToGoLive, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

interface Studio {
  shopId: string;
  ownerToken: string;
}

async function studio(): Promise<Studio> {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  return { shopId: shop.id, ownerToken: await tokenFor(owner) };
}

async function enablePayouts(setup: Studio): Promise<void> {
  const initiated = await call('POST', `/api/shops/${setup.shopId}/connect/initiate`, {
    token: setup.ownerToken,
  });
  expect(initiated.statusCode).toBe(200);
  expect(initiated.json().status).toBe('pending_verification');
  const verified = await call('POST', `/api/payments/test/accounts/${initiated.json().accountId}/verify`);
  expect(verified.statusCode).toBe(200);
}

async function createOffer(setup: Studio, valueCents = 5000, priceCents = 4500): Promise<string> {
  const response = await call('POST', `/api/shops/${setup.shopId}/voucher-offers`, {
    token: setup.ownerToken,
    body: { name: `Gutschein ${valueCents / 100} €`, valueCents, priceCents },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function buy(setup: Studio, offerId: string, extra: Record<string, unknown> = {}) {
  return call('POST', `/api/shops/${setup.shopId}/vouchers/purchase`, {
    token: await guestToken(),
    language: 'en',
    body: { offerId, buyer: { name: 'Anna Käuferin', email: 'anna@example.com' }, ...extra },
  });
}

async function pay(paymentId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
  return call('POST', `/api/payments/test/checkout/${paymentId}/complete`, {
    body: { outcome },
    language: 'en',
  });
}

async function soldVoucher(setup: Studio) {
  const response = await call('GET', `/api/shops/${setup.shopId}/vouchers`, { token: setup.ownerToken });
  expect(response.statusCode).toBe(200);
  return response.json()[0] as { id: string; code: string; remainingCents: number; active: boolean };
}

/** A studio with payouts, one sold 50 € voucher, claimed by a customer. */
/** The shop's voucher log, oldest first. */
async function voucherLog(shopId: string) {
  const { db } = await getTestPlatform();
  return db
    .selectFrom('voucher_log')
    .select(['type', 'amount_cents'])
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function claimedVoucher(totalCents = 5000) {
  const setup = await studio();
  await enablePayouts(setup);
  const started = await buy(setup, await createOffer(setup, totalCents, totalCents));
  expect((await pay(started.json().paymentId)).statusCode).toBe(200);
  const voucher = await soldVoucher(setup);
  const holder = await createUser({ name: 'Mia Beschenkte' });
  const holderToken = await tokenFor(holder);
  const claimed = await call('POST', '/api/vouchers/claim', {
    token: holderToken,
    body: { code: voucher.code },
  });
  expect(claimed.statusCode).toBe(201);
  return { setup, voucher, holder, holderToken };
}

async function requestRedemption(voucherId: string, token: string, amountCents: number) {
  return call('POST', `/api/me/vouchers/${voucherId}/redeem-requests`, {
    token,
    language: 'en',
    body: { amountCents },
  });
}

describe('vouchers', () => {
  it('should refuse to sell a voucher while payouts are not enabled', async () => {
    const setup = await studio();
    const offerId = await createOffer(setup);
    const refused = await buy(setup, offerId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(2032);
    const status = await call('GET', `/api/shops/${setup.shopId}/connect/status`, {
      token: setup.ownerToken,
    });
    expect(status.json()).toEqual({ status: 'not_set_up', chargesEnabled: false, payoutsEnabled: false });
  });

  it('should sell a gift voucher for less than its value, mail its code and PDF, and log it', async () => {
    const setup = await studio();
    await enablePayouts(setup);
    const status = await call('GET', `/api/shops/${setup.shopId}/connect/status`, {
      token: setup.ownerToken,
    });
    expect(status.json()).toEqual({ status: 'enabled', chargesEnabled: true, payoutsEnabled: true });
    const offerId = await createOffer(setup, 5000, 4500);
    const started = await buy(setup, offerId, {
      recipient: { name: 'Mia Beschenkte', email: 'mia@example.com' },
      message: 'Alles Gute!',
    });
    expect(started.statusCode).toBe(201);
    const { paymentId, checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(new RegExp(`/api/payments/test/checkout/${paymentId}$`));
    const summary = await call('GET', `/api/payments/test/checkout/${paymentId}/summary`);
    expect(summary.json()).toMatchObject({
      amountCents: 4500,
      cancelUrl: expect.stringMatching(new RegExp(`/partner/${setup.shopId}/app/voucher/purchase$`)),
    });
    // Not paid yet: no voucher.
    expect(
      await call('GET', `/api/shops/${setup.shopId}/vouchers`, { token: setup.ownerToken }).then((r) =>
        r.json(),
      ),
    ).toEqual([]);

    const failed = await pay(paymentId, 'failed');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().errorCode).toBe(2041);
    const paid = await pay(paymentId);
    expect(paid.statusCode).toBe(200);
    // The provider reports again: still one voucher.
    expect((await pay(paymentId)).statusCode).toBe(200);

    const vouchers = await call('GET', `/api/shops/${setup.shopId}/vouchers`, { token: setup.ownerToken });
    expect(vouchers.json()).toHaveLength(1);
    const voucher = vouchers.json()[0];
    expect(voucher).toMatchObject({
      totalCents: 5000,
      remainingCents: 5000,
      active: true,
      recipientName: 'Mia Beschenkte',
    });
    expect(voucher.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const toRecipient = await outboxMails('mia@example.com');
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]?.text_body).toContain(voucher.code);
    const pdf = toRecipient[0]?.attachments[0];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(
      Buffer.from(pdf?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await outboxMails('anna@example.com')).toHaveLength(1);

    const log = await call('GET', `/api/shops/${setup.shopId}/vouchers/${voucher.id}/log`, {
      token: setup.ownerToken,
    });
    expect(log.json().map((entry: { type: string }) => entry.type)).toEqual(['purchased', 'gifted']);
    expect(log.json()[0]).toMatchObject({ account: 'Anna Käuferin', amountCents: 4500 });
  });

  it("should put a voucher bought while signed in into the buyer's account at once, and a gift not", async () => {
    const setup = await studio();
    await enablePayouts(setup);
    const offerId = await createOffer(setup);
    const buyer = await createUser({ name: 'Anna Käuferin', email: 'anna.buyer@example.com' });
    const buyerToken = await tokenFor(buyer);
    const purchase = (extra: Record<string, unknown>) =>
      call('POST', `/api/shops/${setup.shopId}/vouchers/purchase`, {
        token: buyerToken,
        language: 'en',
        body: { offerId, buyer: { name: 'Anna Käuferin', email: buyer.email }, ...extra },
      });

    const own = await purchase({});
    expect((await pay(own.json().paymentId)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/me/vouchers', { token: buyerToken })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ remainingCents: 5000 });

    const gift = await purchase({ recipient: { name: 'Mia Beschenkte', email: 'mia@example.com' } });
    expect((await pay(gift.json().paymentId)).statusCode).toBe(200);
    // The gift waits for its recipient; the buyer's account still holds only the own voucher.
    expect((await call('GET', '/api/me/vouchers', { token: buyerToken })).json()).toHaveLength(1);
    expect((await voucherLog(setup.shopId)).map((entry) => entry.type)).toEqual([
      'purchased',
      'claimed',
      'purchased',
      'gifted',
    ]);
  });

  it('should claim a code once, redeem on confirmation and refuse more than is left', async () => {
    const { setup, voucher, holderToken } = await claimedVoucher();
    const stranger = await tokenFor(await createUser());
    const taken = await call('POST', '/api/vouchers/claim', {
      token: stranger,
      body: { code: voucher.code },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe(9409);
    const unknown = await call('POST', '/api/vouchers/claim', {
      token: stranger,
      body: { code: 'AAAA-BBBB-CCCC' },
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual(taken.json());

    const request = await requestRedemption(voucher.id, holderToken, 2000);
    expect(request.statusCode).toBe(201);
    expect(request.json()).toMatchObject({ status: 'pending', amountCents: 2000 });
    const second = await requestRedemption(voucher.id, holderToken, 1000);
    expect(second.json().errorCode).toBe(9409);

    const pending = await call('GET', `/api/shops/${setup.shopId}/vouchers/requests?status=pending`, {
      token: setup.ownerToken,
    });
    expect(pending.json()).toHaveLength(1);
    expect(pending.json()[0]).toMatchObject({
      account: 'Mia Beschenkte',
      totalCents: 5000,
      remainingCents: 5000,
    });
    const confirmed = await call(
      'POST',
      `/api/shops/${setup.shopId}/vouchers/requests/${request.json().id}/confirm`,
      {
        token: setup.ownerToken,
      },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', remainingCents: 3000 });
    const again = await call(
      'POST',
      `/api/shops/${setup.shopId}/vouchers/requests/${request.json().id}/confirm`,
      {
        token: setup.ownerToken,
      },
    );
    expect(again.json().errorCode).toBe(8001);

    const tooMuch = await requestRedemption(voucher.id, holderToken, 4000);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      errorCode: 2031,
      message: 'The voucher’s remaining value is too low for this amount.',
    });

    const mine = await call('GET', '/api/me/vouchers', { token: holderToken });
    expect(mine.json()[0]).toMatchObject({
      remainingCents: 3000,
      totalCents: 5000,
      active: true,
      code: voucher.code,
    });
    expect(mine.json()[0].log.map((entry: { type: string }) => entry.type)).toEqual([
      'purchased',
      'claimed',
      'redeemed',
    ]);
  });

  it('should redeem at the counter only with confirm: true, and refund into an inactive voucher', async () => {
    const { setup, voucher } = await claimedVoucher();
    const base = `/api/shops/${setup.shopId}/vouchers/${voucher.id}`;
    const unconfirmed = await call('POST', `${base}/redeem`, {
      token: setup.ownerToken,
      body: { amountCents: 500 },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errorCode).toBe(9400);
    const redeemed = await call('POST', `${base}/redeem`, {
      token: setup.ownerToken,
      body: { amountCents: 500, confirm: true },
    });
    expect(redeemed.json().remainingCents).toBe(4500);
    const refunded = await call('POST', `${base}/refund`, { token: setup.ownerToken });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().active).toBe(false);
    const afterRefund = await call('POST', `${base}/redeem`, {
      token: setup.ownerToken,
      body: { amountCents: 100, confirm: true },
    });
    expect(afterRefund.json().errorCode).toBe(2033);
    const log = await call('GET', `${base}/log`, { token: setup.ownerToken });
    expect(log.json().map((entry: { type: string }) => entry.type)).toEqual([
      'purchased',
      'claimed',
      'redeemed',
      'refunded',
    ]);
  });

  it('should mark vouchers past their validity expired and log it', async () => {
    // Bought at half past midnight on New Year's Day in Berlin (still 2026 in UTC): the year of
    // purchase is the shop's, 2027.
    testClock.set('2027-01-01T00:30:00+01:00');
    const { setup, voucher, holderToken } = await claimedVoucher();
    const { db } = await getTestPlatform();
    const mine = await call('GET', '/api/me/vouchers', { token: holderToken });
    const expiresAt = new Date(mine.json()[0].expiresAt);
    // Three years to the end of the year of purchase: midnight at the end of 2030 in Berlin.
    expect(mine.json()[0].expiresAt).toBe('2030-12-31T23:00:00.000Z');
    expect(await expireVouchers(db, new Date(expiresAt.getTime() - 1))).toBe(0);
    expect(await expireVouchers(db, expiresAt)).toBe(1);
    const refused = await requestRedemption(voucher.id, holderToken, 100);
    expect(refused.json().errorCode).toBe(2033);
    const log = await call('GET', `/api/shops/${setup.shopId}/vouchers/${voucher.id}/log`, {
      token: setup.ownerToken,
    });
    expect(log.json().at(-1)).toMatchObject({ type: 'expired', amountCents: 5000 });
  });

  raceTest('should create one voucher however many notifications of its payment arrive at once', async () => {
    const setup = await studio();
    await enablePayouts(setup);
    const started = await buy(setup, await createOffer(setup));
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(started.json().paymentId)));
    expectAnswerMix(results, { '200': 8 });
    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('vouchers')
      .select(['id', 'payment_id', 'remaining_cents'])
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(rows).toEqual([
      { id: expect.any(String), payment_id: started.json().paymentId, remaining_cents: 5000 },
    ]);
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', started.json().paymentId)
      .executeTakeFirst();
    expect(payment?.status).toBe('succeeded');
    // One purchase logged, at the price paid (4,500 for a 5,000 voucher).
    expect(await voucherLog(setup.shopId)).toEqual([{ type: 'purchased', amount_cents: 4500 }]);
    expect(await outboxMails('anna@example.com')).toHaveLength(1);
  });

  raceTest('should never overdraw a voucher under simultaneous confirmations', async () => {
    const { setup, voucher } = await claimedVoucher(5000);
    // Ten holders' worth of requests cannot exist on one voucher (one pending each), so the
    // counter's manual redemptions race instead, each for 20 € of 50 €: two fit.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/shops/${setup.shopId}/vouchers/${voucher.id}/redeem`, {
          token: setup.ownerToken,
          body: { amountCents: 2000, confirm: true },
        }),
      ),
    );
    expectAnswerMix(results, { '200': 2, '409 2031': 8 });
    expect((await soldVoucher(setup)).remainingCents).toBe(1000);
    const redemptions = (await voucherLog(setup.shopId)).filter((entry) => entry.type === 'redeemed');
    expect(redemptions).toEqual([
      { type: 'redeemed', amount_cents: 2000 },
      { type: 'redeemed', amount_cents: 2000 },
    ]);
  });

  raceTest('should confirm a request once under simultaneous decisions', async () => {
    const { setup, voucher, holderToken } = await claimedVoucher(5000);
    const request = await requestRedemption(voucher.id, holderToken, 3000);
    const url = `/api/shops/${setup.shopId}/vouchers/requests/${request.json().id}/confirm`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', url, { token: setup.ownerToken })),
    );
    expectAnswerMix(results, { '200': 1, '409 8001': 5 });
    expect((await soldVoucher(setup)).remainingCents).toBe(2000);
    const { db } = await getTestPlatform();
    const requests = await db
      .selectFrom('voucher_redeem_requests')
      .select(['id', 'status'])
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(requests).toEqual([{ id: request.json().id, status: 'confirmed' }]);
    const redemptions = (await voucherLog(setup.shopId)).filter((entry) => entry.type === 'redeemed');
    expect(redemptions).toEqual([{ type: 'redeemed', amount_cents: 3000 }]);
  });

  it('should keep a voucher’s balance between 0 and its value in the database itself', async () => {
    const { setup, voucher } = await claimedVoucher();
    const { db } = await getTestPlatform();
    await expect(
      db
        .updateTable('vouchers')
        .set({ remaining_cents: -1 })
        .where('shop_id', '=', setup.shopId)
        .where('id', '=', voucher.id)
        .execute(),
    ).rejects.toThrow(/vouchers_balance_check/);
  });
});

describe('Idempotency-Key on voucher money', () => {
  const key = (value: string) => ({ 'idempotency-key': value });

  async function redeemAtCounter(
    setup: Studio,
    voucherId: string,
    amountCents: number,
    idempotencyKey: string,
  ) {
    return call('POST', `/api/shops/${setup.shopId}/vouchers/${voucherId}/redeem`, {
      token: setup.ownerToken,
      language: 'en',
      body: { amountCents, confirm: true },
      headers: key(idempotencyKey),
    });
  }

  async function voucherState(shopId: string, voucherId: string) {
    const { db } = await getTestPlatform();
    const voucher = await db
      .selectFrom('vouchers')
      .select('remaining_cents')
      .where('shop_id', '=', shopId)
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow();
    const redeemed = await db
      .selectFrom('voucher_log')
      .select('amount_cents')
      .where('shop_id', '=', shopId)
      .where('voucher_id', '=', voucherId)
      .where('type', '=', 'redeemed')
      .execute();
    return { remainingCents: voucher.remaining_cents, redeemed: redeemed.map((row) => row.amount_cents) };
  }

  it('should deduct a retried manual redemption once and answer the retry with the first answer', async () => {
    const { setup, voucher } = await claimedVoucher(5000);
    // The cashier's retry after a lost answer: the same request under the same key.
    const first = await redeemAtCounter(setup, voucher.id, 1500, 'counter-1');
    const retried = await redeemAtCounter(setup, voucher.id, 1500, 'counter-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().remainingCents).toBe(3500);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(await voucherState(setup.shopId, voucher.id)).toEqual({ remainingCents: 3500, redeemed: [1500] });
  });

  it('should refuse the same key with another amount (422 2060) and leave the balance', async () => {
    const { setup, voucher } = await claimedVoucher(5000);
    expect((await redeemAtCounter(setup, voucher.id, 1500, 'counter-2')).statusCode).toBe(200);
    const other = await redeemAtCounter(setup, voucher.id, 2500, 'counter-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      errorCode: 2060,
      message:
        'This action was already carried out with different details. Please reload and check the current state.',
    });
    // The key names one request: the same amount off another voucher is another request too.
    expect((await redeemAtCounter(setup, randomUUID(), 1500, 'counter-2')).json().errorCode).toBe(2060);
    expect(await voucherState(setup.shopId, voucher.id)).toEqual({ remainingCents: 3500, redeemed: [1500] });
  });

  it('should refuse a retried 25 € checkout with a 45 € body (2060), not answer the old checkout', async () => {
    const setup = await studio();
    await enablePayouts(setup);
    const small = await createOffer(setup, 2500, 2500);
    const large = await createOffer(setup, 4500, 4500);
    const token = await guestToken();
    const purchase = (offerId: string) =>
      call('POST', `/api/shops/${setup.shopId}/vouchers/purchase`, {
        token,
        language: 'en',
        body: { offerId, buyer: { name: 'Anna', email: 'anna@example.com' } },
        headers: key('checkout-1'),
      });
    const first = await purchase(small);
    expect(first.statusCode).toBe(201);
    const again = await purchase(small);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const larger = await purchase(large);
    expect(larger.statusCode).toBe(422);
    expect(larger.json().errorCode).toBe(2060);
    const { db } = await getTestPlatform();
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'amount_cents'])
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(payments).toEqual([{ id: first.json().paymentId, amount_cents: 2500 }]);
  });

  it('should answer a repeated redemption request, decision and refund with their first answers', async () => {
    const { setup, voucher, holderToken } = await claimedVoucher(5000);
    const ask = (amountCents: number) =>
      call('POST', `/api/me/vouchers/${voucher.id}/redeem-requests`, {
        token: holderToken,
        body: { amountCents },
        headers: key('ask-1'),
      });
    const asked = await ask(2000);
    expect(asked.statusCode).toBe(201);
    // Without its key the repeat would meet the pending request (9409); with it, the first answer.
    expect((await ask(2000)).json()).toEqual(asked.json());
    expect((await ask(1000)).json().errorCode).toBe(2060);

    const decide = (decision: 'confirm' | 'reject') =>
      call('POST', `/api/shops/${setup.shopId}/vouchers/requests/${asked.json().id}/${decision}`, {
        token: setup.ownerToken,
        headers: key('decide-1'),
      });
    const confirmed = await decide('confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', remainingCents: 3000 });
    // A lost answer retried: the first answer, not 8001.
    expect((await decide('confirm')).json()).toEqual(confirmed.json());
    expect((await decide('reject')).json().errorCode).toBe(2060);

    const refund = () =>
      call('POST', `/api/shops/${setup.shopId}/vouchers/${voucher.id}/refund`, {
        token: setup.ownerToken,
        headers: key('refund-1'),
      });
    const refunded = await refund();
    expect(refunded.statusCode).toBe(200);
    expect((await refund()).json()).toEqual(refunded.json());
    const log = await call('GET', `/api/shops/${setup.shopId}/vouchers/${voucher.id}/log`, {
      token: setup.ownerToken,
    });
    expect(log.json().map((entry: { type: string }) => entry.type)).toEqual([
      'purchased',
      'claimed',
      'redeemed',
      'refunded',
    ]);
    expect(await voucherState(setup.shopId, voucher.id)).toEqual({ remainingCents: 3000, redeemed: [2000] });
  });

  raceTest('should redeem once for simultaneous repeats of one key and answer each the same', async () => {
    const { setup, voucher } = await claimedVoucher(5000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeemAtCounter(setup, voucher.id, 1000, 'counter-race')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await voucherState(setup.shopId, voucher.id)).toEqual({ remainingCents: 4000, redeemed: [1000] });
    const { db } = await getTestPlatform();
    const keys = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys).toEqual([{ key: 'counter-race' }]);
  });

  raceTest('should start one checkout for simultaneous repeats of one key', async () => {
    const setup = await studio();
    await enablePayouts(setup);
    const offerId = await createOffer(setup);
    const token = await guestToken();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `/api/shops/${setup.shopId}/vouchers/purchase`, {
          token,
          body: { offerId, buyer: { name: 'Anna', email: 'anna@example.com' } },
          headers: key('checkout-race'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(new Set(answers.map((answer) => answer.json().paymentId)).size).toBe(1);
    const { db } = await getTestPlatform();
    const payments = await db
      .selectFrom('payments')
      .select('id')
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(payments).toEqual([{ id: answers[0]?.json().paymentId }]);
  });
});

describe('plans and the phone assistant', () => {
  async function pendingStudio(): Promise<{ shopId: string; owner: UserRow; token: string }> {
    const shop = await createShop({ status: 'pending_payment' });
    await makeReadyToGoLive(shop.id);
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    return { shopId: shop.id, owner, token: await tokenFor(owner) };
  }

  it('should not take payment from a studio with nothing to book, naming what is missing (2050)', async () => {
    const shop = await createShop({ status: 'pending_payment' });
    const token = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const refused = await call('POST', `/api/shops/${shop.id}/subscription`, {
      token,
      language: 'en',
      body: { plan: 'basic' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 2050,
      fields: {
        treatments: 'Add at least one active, bookable treatment',
        bookingHours: 'Set the booking hours (opening hours)',
        team: 'Add at least one team member',
      },
    });
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('payments').select('id').where('shop_id', '=', shop.id).execute()).toEqual([]);
  });

  it('should keep a paid studio waiting when it lost its last treatment before the payment arrived', async () => {
    const { shopId, token } = await pendingStudio();
    const started = await call('POST', `/api/shops/${shopId}/subscription`, {
      token,
      body: { plan: 'basic' },
    });
    expect(started.statusCode).toBe(201);
    const { db } = await getTestPlatform();
    await db.deleteFrom('treatments').where('shop_id', '=', shopId).execute();
    expect((await pay(started.json().paymentId)).statusCode).toBe(200);
    const row = await db
      .selectFrom('shops')
      .select('status')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending_payment');
    const subscription = await call('GET', `/api/shops/${shopId}/subscription`, { token });
    expect(subscription.json()).toMatchObject({ plan: 'basic', status: 'active' });
  });

  it('should list the plans with their monthly prices excluding VAT', async () => {
    const plans = await call('GET', '/api/plans');
    expect(
      plans
        .json()
        .map((plan: { id: string; monthlyPriceCents: number }) => [plan.id, plan.monthlyPriceCents]),
    ).toEqual([
      ['lite', 2900],
      ['basic', 5900],
      ['plus', 9900],
    ]);
  });

  it('should answer a retried plan checkout with its first checkout, and another plan under its key with 2060', async () => {
    const { shopId, token } = await pendingStudio();
    const choose = (plan: string) =>
      call('POST', `/api/shops/${shopId}/subscription`, {
        token,
        body: { plan },
        headers: { 'idempotency-key': 'plan-1' },
      });
    const first = await choose('basic');
    expect(first.statusCode).toBe(201);
    const retried = await choose('basic');
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect((await choose('plus')).json().errorCode).toBe(2060);
    const { db } = await getTestPlatform();
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'amount_cents'])
      .where('shop_id', '=', shopId)
      .execute();
    expect(payments).toEqual([{ id: first.json().paymentId, amount_cents: 5900 }]);
  });

  it('should take a studio live when its plan is paid, and leave it waiting when the payment fails', async () => {
    const { shopId, owner, token } = await pendingStudio();
    const started = await call('POST', `/api/shops/${shopId}/subscription`, {
      token,
      body: { plan: 'basic' },
    });
    expect(started.statusCode).toBe(201);
    // The test checkout page leads back to the dashboard, where the retry message waits.
    const summary = await call('GET', `/api/payments/test/checkout/${started.json().paymentId}/summary`);
    expect(summary.json()).toMatchObject({
      status: 'open',
      amountCents: 5900,
      cancelUrl: expect.stringMatching(/\/shop\?plan=basic&cancelled=1$/),
    });
    const failed = await pay(started.json().paymentId, 'failed');
    expect(failed.json().errorCode).toBe(2041);
    const { db } = await getTestPlatform();
    const statusOf = async () =>
      (await db.selectFrom('shops').select('status').where('id', '=', shopId).executeTakeFirstOrThrow())
        .status;
    expect(await statusOf()).toBe('pending_payment');
    const afterFailure = await call('GET', `/api/shops/${shopId}/subscription`, { token });
    expect(afterFailure.json()).toMatchObject({ status: 'incomplete', lastPaymentFailed: true });

    expect((await pay(started.json().paymentId)).statusCode).toBe(200);
    expect(await statusOf()).toBe('active');
    const subscription = await call('GET', `/api/shops/${shopId}/subscription`, { token });
    expect(subscription.json()).toMatchObject({ plan: 'basic', status: 'active', lastPaymentFailed: false });
    expect((await outboxMails(owner.email)).map((mail) => mail.kind)).toContain('shop_activated');
  });

  it('should approve a studio with a paid plan straight to active, one without to pending_payment', async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const { db } = await getTestPlatform();
    const unpaid = await createShop({ status: 'pending' });
    const toPayment = await call('PUT', `/api/shops/${unpaid.id}/pending_payment`, { token: admin });
    expect(toPayment.json().status).toBe('pending_payment');
    const paid = await createShop({ status: 'pending' });
    await makeReadyToGoLive(paid.id);
    const paidNothingToBook = await createShop({ status: 'pending' });
    for (const shop of [paid, paidNothingToBook]) {
      await db
        .insertInto('shop_subscriptions')
        .values({ shop_id: shop.id, plan: 'basic', status: 'active' })
        .execute();
    }
    const approved = await call('PUT', `/api/shops/${paid.id}/pending_payment`, { token: admin });
    expect(approved.json().status).toBe('active');
    // Paid but with nothing to book: approved, it waits until it is ready.
    const waiting = await call('PUT', `/api/shops/${paidNothingToBook.id}/pending_payment`, { token: admin });
    expect(waiting.json().status).toBe('pending_payment');
  });

  it('should lock the phone assistant below Plus and give a Plus studio its number', async () => {
    const { shopId, token } = await pendingStudio();
    const locked = await call('GET', `/api/shops/${shopId}/voice`, { token });
    expect(locked.json()).toMatchObject({ locked: true, phoneNumber: null });
    const refused = await call('POST', `/api/shops/${shopId}/voice/activate`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(2040);
    const started = await call('POST', `/api/shops/${shopId}/subscription`, {
      token,
      body: { plan: 'plus' },
    });
    await pay(started.json().paymentId);
    const activated = await call('POST', `/api/shops/${shopId}/voice/activate`, { token });
    expect(activated.statusCode).toBe(200);
    const number = activated.json().phoneNumber as string;
    // The simulator's numbers: Ofcom's drama range, which reaches nobody.
    expect(number).toMatch(/^\+447700900\d{3}$/);
    expect(activated.json()).toMatchObject({ provider: 'simulator', active: true });
    expect(activated.json().forwarding).toEqual({
      always: `**21*${number}#`,
      whenBusy: `**67*${number}#`,
      whenUnanswered: `**61*${number}#`,
      undo: '##002#',
    });
  });
});

describe('voucher-code claims that cannot probe codes', () => {
  const claim = (token: string, code: string, address = '198.51.100.30') =>
    call('POST', '/api/vouchers/claim', {
      token,
      body: { code },
      language: 'en',
      headers: { 'x-forwarded-for': address },
    });

  it('should answer an unknown code exactly like a code in another account', async () => {
    const { voucher } = await claimedVoucher();
    const stranger = await tokenFor(await createUser());
    const taken = await claim(stranger, voucher.code);
    const unknown = await claim(stranger, 'ZZZZ-ZZZZ-ZZZZ');
    expect(taken.statusCode).toBe(409);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({
      errorCode: 9409,
      message: 'This conflicts with the current state. Please reload and try again.',
      fields: { code: 'Unknown code, or already claimed by another account' },
    });
    expect(unknown.json()).toEqual(taken.json());
    expect(unknown.headers['content-length']).toBe(taken.headers['content-length']);
  });

  it('should limit claims to 10 an hour per account and 30 per address', async () => {
    const guesser = await tokenFor(await createUser());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await claim(guesser, `GUES-S${String(attempt).padStart(3, '0')}-CODE`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Many accounts from one address: the address's own limit.
    const fromOneAddress: number[] = [];
    for (let account = 0; account < 4; account += 1) {
      const token = await tokenFor(await createUser());
      for (let attempt = 0; attempt < 8; attempt += 1) {
        fromOneAddress.push((await claim(token, 'AAAA-BBBB-CCCC', '198.51.100.31')).statusCode);
      }
    }
    expect(fromOneAddress.filter((status) => status === 409)).toHaveLength(30);
    expect(fromOneAddress.slice(30)).toEqual([429, 429]);
  });
});
