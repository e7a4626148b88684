import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopRow, UserRow } from '../../src/db/schema.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Every test stands on one day of the shops' time zone (Europe/Berlin).
const today = '2026-11-25';
const standOnToday = () => testClock.set(`${today}T10:00:00Z`);

const dealBody = {
  title: 'Gel-Maniküre −20 %',
  offerText: '20 % auf jede Gel-Maniküre',
  description: 'Gilt für alle Gel-Maniküren im Aktionszeitraum.',
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  hot: false,
  multiUse: false,
  type: 'independent',
  imageUrl: '/uploads/deal.webp',
};

interface Studio {
  shop: ShopRow;
  owner: UserRow;
  ownerToken: string;
}

async function studio(): Promise<Studio> {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  return { shop, owner, ownerToken: await tokenFor(owner) };
}

async function adminToken(): Promise<string> {
  return tokenFor(await createUser({ role: 'globalAdmin' }));
}

async function customerToken(): Promise<string> {
  return tokenFor(await createUser({ name: 'Kim Kundin' }));
}

/** A global admin's ready-made deal for the shops, switched on in `activeIn`. */
async function readyMadeDeal(
  admin: string,
  shops: Studio[],
  extra: Record<string, unknown> = {},
  activeIn: Studio[] = shops,
): Promise<string> {
  const created = await call('POST', '/api/deals', {
    token: admin,
    body: { ...dealBody, ...extra, shopIds: shops.map((s) => s.shop.id) },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id;
  for (const shop of activeIn) {
    const switched = await call('PUT', `/api/shops/${shop.shop.id}/deals/${id}/active`, {
      token: shop.ownerToken,
      body: { active: true },
    });
    expect(switched.statusCode).toBe(200);
  }
  return id;
}

async function liveDeals(shopId: string) {
  const response = await call('GET', `/api/shops/${shopId}/deals`);
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; title: string; hot: boolean }[];
}

function redeem(shopId: string, dealId: string, token: string, body: unknown = {}) {
  return call('POST', `/api/shops/${shopId}/deals/${dealId}/redeem`, { token, body, language: 'en' });
}

describe('ready-made deals of the global admin', () => {
  it('should create a deal for two shops, switched off in both until each shop switches it on', async () => {
    standOnToday();
    const admin = await adminToken();
    const [a, b] = [await studio(), await studio()];
    const created = await call('POST', '/api/deals', {
      token: admin,
      body: { ...dealBody, shopIds: [a.shop.id, b.shop.id] },
    });
    expect(created.statusCode).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({ ...dealBody, ownerShopId: null, requiresPurchase: false, redemptions: 0 });
    expect(deal.shops.map((shop: { active: boolean }) => shop.active)).toEqual([false, false]);
    expect(await liveDeals(a.shop.id)).toEqual([]);

    const on = await call('PUT', `/api/shops/${a.shop.id}/deals/${deal.id}/active`, {
      token: a.ownerToken,
      body: { active: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: deal.id, active: true, readyMade: true });
    expect((await liveDeals(a.shop.id)).map((d) => d.id)).toEqual([deal.id]);
    expect(await liveDeals(b.shop.id)).toEqual([]);

    const listed = await call('GET', '/api/deals', { token: admin });
    const mine = listed.json().find((d: { id: string }) => d.id === deal.id);
    expect(mine.shopIds.sort()).toEqual([a.shop.id, b.shop.id].sort());

    const off = await call('PUT', `/api/shops/${a.shop.id}/deals/${deal.id}/active`, {
      token: a.ownerToken,
      body: { active: false },
    });
    expect(off.json().active).toBe(false);
    expect(await liveDeals(a.shop.id)).toEqual([]);
  });

  it('should list hot deals first and leave out deals outside their validity', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const cold = await readyMadeDeal(admin, [a], { title: 'Kalt', validTo: '2026-11-30' });
    const hot = await readyMadeDeal(admin, [a], { title: 'Heiß', hot: true });
    await readyMadeDeal(admin, [a], { title: 'Vorbei', validFrom: '2026-10-01', validTo: '2026-11-24' });
    await readyMadeDeal(admin, [a], { title: 'Bald', validFrom: '2026-11-26' });
    expect((await liveDeals(a.shop.id)).map((d) => d.id)).toEqual([hot, cold]);
  });

  it('should change a deal and its shops at once, and delete it', async () => {
    standOnToday();
    const admin = await adminToken();
    const [a, b, c] = [await studio(), await studio(), await studio()];
    const id = await readyMadeDeal(admin, [a, b]);
    const changed = await call('PUT', `/api/deals/${id}`, {
      token: admin,
      body: { ...dealBody, title: 'Neu', shopIds: [a.shop.id, c.shop.id] },
    });
    expect(changed.statusCode).toBe(200);
    const shops = Object.fromEntries(
      changed.json().shops.map((s: { shopId: string; active: boolean }) => [s.shopId, s.active]),
    );
    expect(shops).toEqual({ [a.shop.id]: true, [c.shop.id]: false });
    expect((await liveDeals(a.shop.id))[0]?.title).toBe('Neu');
    expect(await liveDeals(b.shop.id)).toEqual([]);

    expect((await call('DELETE', `/api/deals/${id}`, { token: admin })).statusCode).toBe(204);
    expect(await liveDeals(a.shop.id)).toEqual([]);
    const again = await call('DELETE', `/api/deals/${id}`, { token: admin });
    expect([again.statusCode, again.json().errorCode]).toEqual([404, 1000]);
    const unknown = await call('PUT', `/api/deals/${randomUUID()}`, {
      token: admin,
      body: { ...dealBody, shopIds: [a.shop.id] },
    });
    expect(unknown.json().errorCode).toBe(1000);
  });

  it('should refuse texts over their limits, missing per-type fields and unknown shops', async () => {
    const admin = await adminToken();
    const a = await studio();
    const tooLong = await call('POST', '/api/deals', {
      token: admin,
      body: { ...dealBody, title: 'x'.repeat(61), offerText: 'y'.repeat(121), shopIds: [a.shop.id] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields).sort()).toEqual(['offerText', 'title']);
    const atLimit = await call('POST', '/api/deals', {
      token: admin,
      body: { ...dealBody, title: 'x'.repeat(60), offerText: 'y'.repeat(120), shopIds: [a.shop.id] },
    });
    expect(atLimit.statusCode).toBe(201);
    const noPercent = await call('POST', '/api/deals', {
      token: admin,
      body: { ...dealBody, type: 'order_percentage', requiresPurchase: true, shopIds: [a.shop.id] },
    });
    expect(noPercent.statusCode).toBe(400);
    expect(Object.keys(noPercent.json().fields).sort()).toEqual(['percent', 'priceCents']);
    const unknownShop = await call('POST', '/api/deals', {
      token: admin,
      body: { ...dealBody, shopIds: [randomUUID()] },
    });
    expect([unknownShop.statusCode, Object.keys(unknownShop.json().fields)]).toEqual([400, ['shopIds']]);
  });
});

describe('a shop’s own deals through approval', () => {
  it('should keep a proposed deal invisible until approved, then live and switched on, and mail the owner', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const proposed = await call('POST', `/api/shops/${a.shop.id}/deals`, {
      token: a.ownerToken,
      body: { ...dealBody, hot: true },
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().status).toBe('pending');
    const dealId = proposed.json().id;
    expect(await liveDeals(a.shop.id)).toEqual([]);
    const customer = await customerToken();
    expect((await redeem(a.shop.id, dealId, customer)).json().errorCode).toBe(1000);

    const overview = await call('GET', `/api/shops/${a.shop.id}/deals/overview`, { token: a.ownerToken });
    expect(overview.json().deals).toEqual([]);
    expect(overview.json().proposals).toMatchObject([{ dealId, proposed: { title: dealBody.title } }]);

    const approvals = await call('GET', '/api/approvals?subjectType=deal&status=pending', { token: admin });
    const approval = approvals.json().find((r: { subjectId: string }) => r.subjectId === dealId);
    expect(approval.current).toBeNull();
    expect(approval.proposed).toMatchObject({ title: dealBody.title, hot: true });
    expect((await call('POST', `/api/approvals/${approval.id}/approve`, { token: admin })).statusCode).toBe(
      200,
    );

    expect((await liveDeals(a.shop.id)).map((d) => d.id)).toEqual([dealId]);
    const mails = await outboxMails(a.owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Deine Änderung wurde freigegeben']);
    expect(mails[0]?.text_body).toContain('einem Deal');
  });

  it('should show the live deal while a change waits, with before and after in the approval; a rejection mails the reason', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const proposed = await call('POST', `/api/shops/${a.shop.id}/deals`, {
      token: a.ownerToken,
      body: dealBody,
    });
    const dealId = proposed.json().id;
    await call('POST', '/api/approvals/approve-all', { token: admin, body: { shopId: a.shop.id } });

    const change = await call('PUT', `/api/shops/${a.shop.id}/deals/${dealId}`, {
      token: a.ownerToken,
      body: { ...dealBody, title: 'Neuer Titel' },
    });
    expect(change.json()).toMatchObject({ id: dealId, status: 'pending' });
    expect((await liveDeals(a.shop.id))[0]?.title).toBe(dealBody.title);
    const overview = await call('GET', `/api/shops/${a.shop.id}/deals/overview`, { token: a.ownerToken });
    expect(overview.json().deals[0].pendingChange.proposed.title).toBe('Neuer Titel');

    const approvals = await call(
      'GET',
      `/api/approvals?subjectType=deal&status=pending&shopId=${a.shop.id}`,
      {
        token: admin,
      },
    );
    const [approval] = approvals.json();
    expect(approval.current.title).toBe(dealBody.title);
    expect(approval.proposed.title).toBe('Neuer Titel');

    const rejected = await call('POST', `/api/approvals/${approval.id}/reject`, {
      token: admin,
      body: { reason: 'Titel zu reißerisch' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await liveDeals(a.shop.id))[0]?.title).toBe(dealBody.title);
    const mails = await outboxMails(a.owner.email);
    expect(mails.at(-1)?.text_body).toContain('Titel zu reißerisch');
  });

  it('should let a shop admin switch a ready-made deal but not change it', async () => {
    const admin = await adminToken();
    const a = await studio();
    const id = await readyMadeDeal(admin, [a]);
    const change = await call('PUT', `/api/shops/${a.shop.id}/deals/${id}`, {
      token: a.ownerToken,
      body: { ...dealBody, title: 'Übernommen' },
    });
    expect([change.statusCode, change.json().errorCode]).toEqual([403, 9403]);
    const unknown = await call('PUT', `/api/shops/${a.shop.id}/deals/${randomUUID()}/active`, {
      token: a.ownerToken,
      body: { active: true },
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 1000]);
  });

  it('should apply a global admin’s deal on a shop route at once', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const created = await call('POST', `/api/shops/${a.shop.id}/deals`, { token: admin, body: dealBody });
    expect(created.json()).toMatchObject({ status: 'live', approvalId: null });
    expect((await liveDeals(a.shop.id)).map((d) => d.id)).toEqual([created.json().id]);
  });
});

describe('redeeming deals', () => {
  it('should redeem a single-use deal once and refuse the second time with 2003', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const id = await readyMadeDeal(admin, [a]);
    const customer = await customerToken();
    const first = await redeem(a.shop.id, id, customer);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ shopId: a.shop.id, deal: { id } });
    expect(first.json().code).toMatch(/^[A-Z2-9]{6}$/);
    const second = await redeem(a.shop.id, id, customer);
    expect([second.statusCode, second.json().errorCode]).toEqual([409, 2003]);
    expect(second.json().message).toBe('This deal has already been redeemed.');

    const mine = await call('GET', '/api/me/deals', { token: customer });
    expect(mine.json().map((r: { redemptionId: string }) => r.redemptionId)).toEqual([
      first.json().redemptionId,
    ]);
    const checked = await call('GET', `/api/shops/${a.shop.id}/deals/redemptions?code=${first.json().code}`, {
      token: a.ownerToken,
    });
    expect(checked.json()).toMatchObject([{ redemptionId: first.json().redemptionId, dealId: id }]);
  });

  it('should stamp a redemption with the app clock’s instant, not the database’s', async () => {
    // The redemption screen counts down from redeemedAt on the customer's clock; a stamp from
    // the database's own now() would disagree with the app's clock (CLOCK_START in e2e runs).
    testClock.set('2027-03-28T07:00:00Z');
    const admin = await adminToken();
    const a = await studio();
    const id = await readyMadeDeal(admin, [a], { validFrom: '2027-03-01', validTo: '2027-04-30' });
    const customer = await customerToken();
    const redeemed = await redeem(a.shop.id, id, customer);
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json().redeemedAt).toBe('2027-03-28T07:00:00.000Z');
    const mine = await call('GET', '/api/me/deals', { token: customer });
    expect(mine.json()[0].redeemedAt).toBe('2027-03-28T07:00:00.000Z');
  });

  it('should redeem a multi-use deal again and again', async () => {
    standOnToday();
    const a = await studio();
    const id = await readyMadeDeal(await adminToken(), [a], { multiUse: true });
    const customer = await customerToken();
    expect((await redeem(a.shop.id, id, customer)).statusCode).toBe(201);
    expect((await redeem(a.shop.id, id, customer)).statusCode).toBe(201);
  });

  it('should need an account: a guest is refused with 403 and no token with 401', async () => {
    standOnToday();
    const a = await studio();
    const id = await readyMadeDeal(await adminToken(), [a]);
    const guest = await redeem(a.shop.id, id, await guestToken());
    expect([guest.statusCode, guest.json().errorCode]).toEqual([403, 9403]);
    const anonymous = await call('POST', `/api/shops/${a.shop.id}/deals/${id}/redeem`, { body: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should answer 1000 for an unknown deal and 2014 for one switched off, expired or of another shop', async () => {
    standOnToday();
    const admin = await adminToken();
    const [a, b] = [await studio(), await studio()];
    const customer = await customerToken();
    expect((await redeem(a.shop.id, randomUUID(), customer)).json().errorCode).toBe(1000);
    expect((await redeem(a.shop.id, 'not-a-uuid', customer)).json().errorCode).toBe(1000);
    const off = await readyMadeDeal(admin, [a], {}, []);
    const expired = await readyMadeDeal(admin, [a], { validFrom: '2026-10-01', validTo: '2026-11-24' });
    const foreign = await readyMadeDeal(admin, [b]);
    for (const id of [off, expired, foreign]) {
      const refused = await redeem(a.shop.id, id, customer);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 2014]);
    }
  });

  it('should send an order-type deal without purchase to the order with 2011', async () => {
    standOnToday();
    const a = await studio();
    const id = await readyMadeDeal(await adminToken(), [a], { type: 'order_percentage', percent: 10 });
    const refused = await redeem(a.shop.id, id, await customerToken());
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 2011]);
  });

  it('should need a paid purchase for a deal that needs one: 2010 without, 2012 for an unknown one', async () => {
    standOnToday();
    const a = await studio();
    const id = await readyMadeDeal(await adminToken(), [a], { requiresPurchase: true, priceCents: 1500 });
    const user = await createUser();
    const customer = await tokenFor(user);
    const none = await redeem(a.shop.id, id, customer);
    expect([none.statusCode, none.json().errorCode]).toEqual([409, 2010]);
    const unknown = await redeem(a.shop.id, id, customer, { purchaseId: randomUUID() });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 2012]);

    // The payments feature records purchases; here one is written as its checkout would leave it.
    const { db } = await getTestPlatform();
    const purchaseId = randomUUID();
    await db
      .insertInto('deal_purchases')
      .values({ id: purchaseId, shop_id: a.shop.id, deal_id: id, user_id: user.id, price_cents: 1500 })
      .execute();
    const unpaid = await redeem(a.shop.id, id, customer, { purchaseId });
    expect(unpaid.json().errorCode).toBe(2010);
    const otherCustomer = await redeem(a.shop.id, id, await customerToken(), { purchaseId });
    expect(otherCustomer.json().errorCode).toBe(2012);
    await db
      .updateTable('deal_purchases')
      .set({ status: 'paid', paid_at: new Date(testClock.now()) })
      .where('id', '=', purchaseId)
      .execute();
    expect((await redeem(a.shop.id, id, customer, { purchaseId })).statusCode).toBe(201);
    expect((await redeem(a.shop.id, id, customer, { purchaseId })).json().errorCode).toBe(2010);
  });

  raceTest('should let exactly one of simultaneous redemptions of a single-use deal win', async () => {
    standOnToday();
    const a = await studio();
    const id = await readyMadeDeal(await adminToken(), [a]);
    const customer = await customerToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(a.shop.id, id, customer)));
    expectAnswerMix(answers, { '201': 1, '409 2003': 7 });
    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('deal_redemptions')
      .select(['id', 'shop_id', 'code'])
      .where('deal_id', '=', id)
      .execute();
    const won = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(rows).toEqual([{ id: won.redemptionId, shop_id: a.shop.id, code: won.code }]);
  });
});

describe('the dashboard’s deals checklist item', () => {
  it('should be ticked once the shop has switched a deal on, and unticked when it switches it off', async () => {
    standOnToday();
    const a = await studio();
    const checklist = async () =>
      (await call('GET', `/api/shops/${a.shop.id}/dashboard`, { token: a.ownerToken })).json().checklist
        .deals;
    const id = await readyMadeDeal(await adminToken(), [a], {}, []);
    expect(await checklist()).toBe(false);
    await call('PUT', `/api/shops/${a.shop.id}/deals/${id}/active`, {
      token: a.ownerToken,
      body: { active: true },
    });
    expect(await checklist()).toBe(true);
    await call('PUT', `/api/shops/${a.shop.id}/deals/${id}/active`, {
      token: a.ownerToken,
      body: { active: false },
    });
    expect(await checklist()).toBe(false);
  });
});

describe('deal access', () => {
  it('should answer 404 9404 on every shop deal route while the module is off, except to a global admin', async () => {
    standOnToday();
    const admin = await adminToken();
    const a = await studio();
    const id = await readyMadeDeal(admin, [a]);
    const off = await call('PUT', `/api/flags/shop/${a.shop.id}`, {
      token: admin,
      body: { dealsEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    const customer = await customerToken();
    const calls = [
      call('GET', `/api/shops/${a.shop.id}/deals`),
      call('GET', `/api/shops/${a.shop.id}/deals/overview`, { token: a.ownerToken }),
      call('POST', `/api/shops/${a.shop.id}/deals`, { token: a.ownerToken, body: dealBody }),
      call('PUT', `/api/shops/${a.shop.id}/deals/${id}/active`, {
        token: a.ownerToken,
        body: { active: false },
      }),
      call('GET', `/api/shops/${a.shop.id}/deals/redemptions`, { token: a.ownerToken }),
      redeem(a.shop.id, id, customer),
    ];
    for (const answer of await Promise.all(calls)) {
      expect([answer.statusCode, answer.json().errorCode]).toEqual([404, 9404]);
    }
    const asAdmin = await call('GET', `/api/shops/${a.shop.id}/deals/overview`, { token: admin });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('should refuse another shop’s admin and customers on every admin route, without a change', async () => {
    standOnToday();
    const admin = await adminToken();
    const [a, intruder] = [await studio(), await studio()];
    const id = await readyMadeDeal(admin, [a]);
    const customer = await customerToken();
    for (const token of [intruder.ownerToken, customer]) {
      const calls = [
        call('GET', `/api/shops/${a.shop.id}/deals/overview`, { token }),
        call('POST', `/api/shops/${a.shop.id}/deals`, { token, body: dealBody }),
        call('PUT', `/api/shops/${a.shop.id}/deals/${id}`, { token, body: dealBody }),
        call('PUT', `/api/shops/${a.shop.id}/deals/${id}/active`, { token, body: { active: false } }),
        call('GET', `/api/shops/${a.shop.id}/deals/redemptions`, { token }),
        call('GET', '/api/deals', { token }),
        call('POST', '/api/deals', { token, body: { ...dealBody, shopIds: [a.shop.id] } }),
        call('PUT', `/api/deals/${id}`, { token, body: { ...dealBody, shopIds: [a.shop.id] } }),
        call('DELETE', `/api/deals/${id}`, { token }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect([answer.statusCode, answer.json().errorCode]).toEqual([403, 9403]);
      }
    }
    // The intruder cannot switch a deal of shop A on through its own shop either.
    const viaOwnShop = await call('PUT', `/api/shops/${intruder.shop.id}/deals/${id}/active`, {
      token: intruder.ownerToken,
      body: { active: true },
    });
    expect(viaOwnShop.json().errorCode).toBe(1000);
    expect((await liveDeals(a.shop.id)).map((d) => d.id)).toEqual([id]);
    expect(await liveDeals(intruder.shop.id)).toEqual([]);
  });
});
