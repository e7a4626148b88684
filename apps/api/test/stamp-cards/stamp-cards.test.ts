import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const cardBody = {
  title: 'Nagel-Stempelkarte',
  description: 'Jede Maniküre ein Stempel',
  imageUrl: '/uploads/card.webp',
  redeemCount: 3,
};

interface Studio {
  shopId: string;
  owner: UserRow;
  ownerToken: string;
  adminToken: string;
}

async function studio(): Promise<Studio> {
  const shop = await createShop();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  const admin = await createUser({ role: 'globalAdmin' });
  return { shopId: shop.id, owner, ownerToken: await tokenFor(owner), adminToken: await tokenFor(admin) };
}

/** A studio whose card is live: set up by a global admin. */
async function studioWithCard(redeemCount = 3): Promise<Studio> {
  const setup = await studio();
  const response = await call('PUT', `/api/shops/${setup.shopId}/stamp-card`, {
    token: setup.adminToken,
    body: { ...cardBody, redeemCount },
  });
  expect(response.statusCode).toBe(200);
  return setup;
}

async function customer(): Promise<{ user: UserRow; token: string }> {
  const user = await createUser({ name: 'Kim Kundin' });
  return { user, token: await tokenFor(user) };
}

async function requestStamp(
  shopId: string,
  token: string,
  body: Record<string, unknown> = { action: 'stamp' },
) {
  return call('POST', `/api/shops/${shopId}/stamp-card/requests`, { token, body, language: 'en' });
}

async function decide(setup: Studio, id: string, decision: 'confirm' | 'reject', body?: unknown) {
  return call('POST', `/api/shops/${setup.shopId}/stamp-card/requests/${id}/${decision}`, {
    token: setup.ownerToken,
    language: 'en',
    ...(body === undefined ? {} : { body }),
  });
}

async function myCard(shopId: string, token: string) {
  return call('GET', `/api/shops/${shopId}/stamp-card/me`, { token });
}

/** Requests one stamp and has the owner confirm it. */
async function collectStamp(setup: Studio, token: string): Promise<void> {
  const requested = await requestStamp(setup.shopId, token);
  expect(requested.statusCode).toBe(201);
  expect((await decide(setup, requested.json().id, 'confirm')).statusCode).toBe(200);
}

async function switchStampsOff(setup: Studio): Promise<void> {
  const response = await call('PUT', `/api/flags/shop/${setup.shopId}`, {
    token: setup.adminToken,
    body: { stampsEnabled: false },
  });
  expect(response.statusCode).toBe(200);
}

describe('stamp card set-up and approval', () => {
  it('should keep a shop admin’s new card invisible to customers until a global admin approves it', async () => {
    const setup = await studio();
    const { token } = await customer();
    const saved = await call('PUT', `/api/shops/${setup.shopId}/stamp-card`, {
      token: setup.ownerToken,
      body: cardBody,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().card).toBeNull();
    expect(saved.json().pendingChange.proposed).toEqual(cardBody);

    const hidden = await call('GET', `/api/shops/${setup.shopId}/stamp-card`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errorCode).toBe(9404);
    expect((await myCard(setup.shopId, token)).statusCode).toBe(404);
    expect((await requestStamp(setup.shopId, token)).json().errorCode).toBe(9404);

    const approvals = await call('GET', '/api/approvals?subjectType=stamp_card&status=pending', {
      token: setup.adminToken,
    });
    expect(approvals.json()).toHaveLength(1);
    const [approval] = approvals.json();
    expect(approval.subjectId).toBe(setup.shopId);
    expect(approval.current).toBeNull();
    const approved = await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect(approved.statusCode).toBe(200);

    const live = await call('GET', `/api/shops/${setup.shopId}/stamp-card`);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject(cardBody);
    expect((await myCard(setup.shopId, token)).json()).toMatchObject({
      stamps: 0,
      maxStamps: 3,
      pendingRequest: null,
    });
  });

  it('should show the live card while a change waits, with before and after in the approval', async () => {
    const setup = await studioWithCard();
    const change = { ...cardBody, title: 'Neue Karte', redeemCount: 10 };
    const saved = await call('PUT', `/api/shops/${setup.shopId}/stamp-card`, {
      token: setup.ownerToken,
      body: change,
    });
    expect(saved.json().card.title).toBe(cardBody.title);
    expect((await call('GET', `/api/shops/${setup.shopId}/stamp-card`)).json().redeemCount).toBe(3);

    const [approval] = (
      await call('GET', '/api/approvals?subjectType=stamp_card', { token: setup.adminToken })
    ).json();
    expect(approval.current).toMatchObject({ title: cardBody.title, redeemCount: 3 });
    expect(approval.proposed).toMatchObject({ title: 'Neue Karte', redeemCount: 10 });
    const rejected = await call('POST', `/api/approvals/${approval.id}/reject`, {
      token: setup.adminToken,
      body: { reason: 'Bild fehlt' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await call('GET', `/api/shops/${setup.shopId}/stamp-card`)).json().title).toBe(cardBody.title);
    const again = await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect(again.json().errorCode).toBe(8001);
  });

  it('should put a global admin’s card live at once, one card per shop', async () => {
    const setup = await studioWithCard();
    const changed = await call('PUT', `/api/shops/${setup.shopId}/stamp-card`, {
      token: setup.adminToken,
      body: { ...cardBody, title: 'Zweite Fassung' },
    });
    const first = (await call('GET', `/api/shops/${setup.shopId}/stamp-card`)).json();
    expect(first.title).toBe('Zweite Fassung');
    expect(changed.json().card.id).toBe(first.id);
  });

  it('should refuse a card without title or image, or with fewer than 2 or more than 50 stamps', async () => {
    const setup = await studio();
    for (const body of [
      { ...cardBody, redeemCount: 1 },
      { ...cardBody, redeemCount: 51 },
      { ...cardBody, title: '' },
      { title: 'Ohne Bild', redeemCount: 5 },
    ]) {
      const response = await call('PUT', `/api/shops/${setup.shopId}/stamp-card`, {
        token: setup.ownerToken,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(9400);
    }
  });
});

describe('stamp requests', () => {
  it('should collect stamps until the card is full, refuse one more with 2002, and redeem it', async () => {
    const setup = await studioWithCard(3);
    const { token } = await customer();
    for (let stamp = 0; stamp < 3; stamp += 1) await collectStamp(setup, token);
    expect((await myCard(setup.shopId, token)).json()).toMatchObject({ stamps: 3, maxStamps: 3 });

    const refused = await requestStamp(setup.shopId, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errorCode: 2002,
      message: 'The stamp card is full. Redeem it before collecting more stamps.',
    });

    const redeem = await requestStamp(setup.shopId, token, { action: 'redeem' });
    expect(redeem.statusCode).toBe(201);
    const confirmed = await decide(setup, redeem.json().id, 'confirm');
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', action: 'redeem', stamps: 0 });
    const after = (await myCard(setup.shopId, token)).json();
    expect(after).toMatchObject({ stamps: 0, redeemed: true, redemptions: 1, pendingRequest: null });
    expect(after.lastAction.kind).toBe('card_redeemed');
  });

  it('should refuse a request that would overfill the card with 2002 and a redemption of a card not full with 2001', async () => {
    const setup = await studioWithCard(3);
    const { token } = await customer();
    const overfill = await requestStamp(setup.shopId, token, { action: 'stamp', count: 4 });
    expect(overfill.statusCode).toBe(409);
    expect(overfill.json().errorCode).toBe(2002);
    const early = await requestStamp(setup.shopId, token, { action: 'redeem' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe(2001);
    const bad = await requestStamp(setup.shopId, token, { action: 'stamp', count: 0 });
    expect(bad.statusCode).toBe(400);
  });

  it('should refuse at confirmation with 2002 when the card filled up meanwhile, leaving the request pending', async () => {
    const setup = await studioWithCard(3);
    const { user, token } = await customer();
    const requested = await requestStamp(setup.shopId, token, { action: 'stamp', count: 2 });
    const { db } = await getTestPlatform();
    await db
      .updateTable('customer_stamp_cards')
      .set({ stamps: 2 })
      .where('shop_id', '=', setup.shopId)
      .where('user_id', '=', user.id)
      .execute();
    const refused = await decide(setup, requested.json().id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(2002);
    expect((await myCard(setup.shopId, token)).json()).toMatchObject({
      stamps: 2,
      pendingRequest: { status: 'pending' },
    });
  });

  it('should allow one pending request per customer and card (9409)', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    expect((await requestStamp(setup.shopId, token)).statusCode).toBe(201);
    const second = await requestStamp(setup.shopId, token);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe(9409);
  });

  it('should answer any second decision with 8001', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    const requested = await requestStamp(setup.shopId, token);
    expect((await decide(setup, requested.json().id, 'confirm')).statusCode).toBe(200);
    for (const decision of ['confirm', 'reject'] as const) {
      const again = await decide(setup, requested.json().id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ errorCode: 8001, message: 'This request has already been handled.' });
    }
    expect((await myCard(setup.shopId, token)).json().stamps).toBe(1);
  });

  raceTest('should add the stamps once under simultaneous confirmations of one request', async () => {
    const setup = await studioWithCard(10);
    const { token } = await customer();
    const requested = await requestStamp(setup.shopId, token, { action: 'stamp', count: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => decide(setup, requested.json().id, 'confirm')),
    );
    expectAnswerMix(answers, { '200': 1, '409 8001': 7 });
    expect((await myCard(setup.shopId, token)).json().stamps).toBe(2);
    const { db } = await getTestPlatform();
    const added = await db
      .selectFrom('stamp_card_events')
      .select('id')
      .where('shop_id', '=', setup.shopId)
      .where('kind', '=', 'stamps_added')
      .execute();
    expect(added).toHaveLength(1);
  });

  it('should show a rejection with its reason as the last action, without reload of anything else', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    const requested = await requestStamp(setup.shopId, token);
    const pending = (await myCard(setup.shopId, token)).json();
    expect(pending.pendingRequest).toMatchObject({
      id: requested.json().id,
      status: 'pending',
      code: requested.json().code,
    });
    expect(pending.lastAction.kind).toBe('stamp_requested');
    const rejected = await decide(setup, requested.json().id, 'reject', { reason: 'Heute kein Termin' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Heute kein Termin' });
    const after = (await myCard(setup.shopId, token)).json();
    expect(after).toMatchObject({ stamps: 0, pendingRequest: null });
    expect(after.lastAction).toMatchObject({ kind: 'request_rejected', reason: 'Heute kein Termin' });
  });

  it('should refuse a guest with 9403 and an anonymous caller with 9401', async () => {
    const setup = await studioWithCard();
    const guest = await createUser({ guest: true, emailVerified: false });
    const asGuest = await requestStamp(setup.shopId, await tokenFor(guest));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().errorCode).toBe(9403);
    const anonymous = await call('POST', `/api/shops/${setup.shopId}/stamp-card/requests`, {
      body: { action: 'stamp' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should find a pending request by the short code the customer shows at the counter', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    const other = await customer();
    const requested = await requestStamp(setup.shopId, token);
    await requestStamp(setup.shopId, other.token);
    const typed = requested.json().code.toLowerCase();
    const found = await call(
      'GET',
      `/api/shops/${setup.shopId}/stamp-card/requests?status=pending&code=${typed}`,
      {
        token: setup.ownerToken,
      },
    );
    expect(found.json()).toHaveLength(1);
    expect(found.json()[0]).toMatchObject({
      id: requested.json().id,
      account: { name: 'Kim Kundin' },
      stamps: 0,
      maxStamps: 3,
    });
  });

  it('should confirm several requests at once, reporting those it could not decide', async () => {
    const setup = await studioWithCard();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push((await requestStamp(setup.shopId, (await customer()).token)).json().id);
    await decide(setup, ids[0] as string, 'confirm');
    const response = await call('POST', `/api/shops/${setup.shopId}/stamp-card/requests/decide`, {
      token: setup.ownerToken,
      body: { ids, decision: 'confirm' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .decided.map((one: { id: string }) => one.id)
        .sort(),
    ).toEqual(ids.slice(1).sort());
    expect(response.json().failed).toEqual([{ id: ids[0], errorCode: 8001 }]);
  });
});

describe('stamp card totals and lists', () => {
  it("should log stamps on the app clock's day, not the machine's", async () => {
    // Years from any day this test runs on: stamped with the database's clock, the stamp would fall
    // outside the app's last 30 days (a server started with CLOCK_START, the e2e suite at a moved clock).
    testClock.set('2031-03-11T09:00:00+01:00');
    const setup = await studioWithCard();
    const { token } = await customer();
    await collectStamp(setup, token);

    const overview = await call('GET', `/api/shops/${setup.shopId}/stamp-card/overview`, {
      token: setup.ownerToken,
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().totals.stampsLast30Days).toBe(1);
  });

  it('should count customers, stamps of the last 30 days, redeemed cards and pending requests, also on the dashboard', async () => {
    const setup = await studioWithCard(2);
    const first = await customer();
    const second = await customer();
    await collectStamp(setup, first.token);
    await collectStamp(setup, first.token);
    const redeem = await requestStamp(setup.shopId, first.token, { action: 'redeem' });
    await decide(setup, redeem.json().id, 'confirm');
    await requestStamp(setup.shopId, second.token);

    const overview = await call('GET', `/api/shops/${setup.shopId}/stamp-card/overview`, {
      token: setup.ownerToken,
    });
    expect(overview.json().totals).toEqual({
      customers: 2,
      stampsLast30Days: 2,
      cardsRedeemed: 1,
      pendingRequests: 1,
    });
    const dashboard = await call('GET', `/api/shops/${setup.shopId}/dashboard`, { token: setup.ownerToken });
    expect(dashboard.json().stampsLast30Days).toBe(2);
    expect(dashboard.json().checklist.stampCards).toBe(true);

    const customers = await call('GET', `/api/shops/${setup.shopId}/stamp-card/customers`, {
      token: setup.ownerToken,
    });
    expect(customers.json()).toHaveLength(2);
    const firstCard = customers
      .json()
      .find((one: { account: { uid: string } }) => one.account.uid === first.user.id);
    expect(firstCard).toMatchObject({ stamps: 0, redemptions: 1, lastAction: { kind: 'card_redeemed' } });
  });

  it('should leave the dashboard’s stamp items empty for a shop without a card', async () => {
    const setup = await studio();
    const dashboard = await call('GET', `/api/shops/${setup.shopId}/dashboard`, { token: setup.ownerToken });
    expect(dashboard.json()).toMatchObject({ stampsLast30Days: 0, checklist: { stampCards: false } });
  });

  it('should list every card a customer holds, with the shop’s name', async () => {
    const first = await studioWithCard();
    const second = await studioWithCard(5);
    const { token } = await customer();
    await collectStamp(first, token);
    await requestStamp(second.shopId, token);
    const held = await call('GET', '/api/me/stamp-cards', { token });
    expect(held.statusCode).toBe(200);
    const byShop = new Map(held.json().map((card: { shopId: string }) => [card.shopId, card]));
    expect(byShop.get(first.shopId)).toMatchObject({
      stamps: 1,
      maxStamps: 3,
      pendingRequest: null,
      card: { title: cardBody.title },
    });
    expect(byShop.get(second.shopId)).toMatchObject({
      stamps: 0,
      maxStamps: 5,
      pendingRequest: { status: 'pending' },
    });
    expect((byShop.get(first.shopId) as { shopName: string }).shopName).toMatch(/^Studio /);
  });
});

describe('stamp card access', () => {
  it('should answer 404 9404 while stamps are switched off, except to a global admin', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    await switchStampsOff(setup);
    for (const [method, url, callerToken] of [
      ['GET', `/api/shops/${setup.shopId}/stamp-card`, undefined],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/me`, token],
      ['POST', `/api/shops/${setup.shopId}/stamp-card/requests`, token],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/requests`, setup.ownerToken],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/overview`, setup.ownerToken],
      ['PUT', `/api/shops/${setup.shopId}/stamp-card`, setup.ownerToken],
    ] as const) {
      const body = method === 'POST' ? { action: 'stamp' } : method === 'PUT' ? cardBody : undefined;
      const response = await call(method, url, { ...(callerToken ? { token: callerToken } : {}), body });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe(9404);
    }
    const asAdmin = await call('GET', `/api/shops/${setup.shopId}/stamp-card/overview`, {
      token: setup.adminToken,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('should not let another shop’s admin or a customer touch a shop’s stamp card on any route', async () => {
    const setup = await studioWithCard();
    const { token } = await customer();
    const requested = await requestStamp(setup.shopId, token);
    const intruder = await studio();
    const before = (
      await call('GET', `/api/shops/${setup.shopId}/stamp-card/overview`, { token: setup.ownerToken })
    ).json();
    const routes = [
      ['PUT', `/api/shops/${setup.shopId}/stamp-card`, { ...cardBody, title: 'Übernommen' }],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/overview`, undefined],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/customers`, undefined],
      ['GET', `/api/shops/${setup.shopId}/stamp-card/requests`, undefined],
      ['POST', `/api/shops/${setup.shopId}/stamp-card/requests/${requested.json().id}/confirm`, undefined],
      [
        'POST',
        `/api/shops/${setup.shopId}/stamp-card/requests/${requested.json().id}/reject`,
        { reason: 'nein' },
      ],
      [
        'POST',
        `/api/shops/${setup.shopId}/stamp-card/requests/decide`,
        { ids: [requested.json().id], decision: 'confirm' },
      ],
    ] as const;
    for (const callerToken of [intruder.ownerToken, token]) {
      for (const [method, url, body] of routes) {
        const response = await call(method, url, { token: callerToken, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().errorCode).toBe(9403);
      }
    }
    // The intruder's own shop does not reach the request either.
    const viaOwnShop = await call(
      'POST',
      `/api/shops/${intruder.shopId}/stamp-card/requests/${requested.json().id}/confirm`,
      {
        token: intruder.ownerToken,
      },
    );
    expect(viaOwnShop.statusCode).toBe(404);
    const after = (
      await call('GET', `/api/shops/${setup.shopId}/stamp-card/overview`, { token: setup.ownerToken })
    ).json();
    expect(after).toEqual(before);
    expect((await myCard(setup.shopId, token)).json().pendingRequest.status).toBe('pending');
    const approvals = await call('GET', '/api/approvals?subjectType=stamp_card', { token: setup.adminToken });
    expect(approvals.json()).toEqual([]);
  });

  it('should keep the log append-only and the stamps within the card in the database itself', async () => {
    const setup = await studioWithCard(3);
    const { user, token } = await customer();
    await collectStamp(setup, token);
    const { db } = await getTestPlatform();
    await expect(sql`UPDATE stamp_card_events SET count = 5`.execute(db)).rejects.toThrow(/append-only/);
    await expect(
      db.updateTable('customer_stamp_cards').set({ stamps: 4 }).where('user_id', '=', user.id).execute(),
    ).rejects.toThrow(/customer_stamp_cards_stamps_check/);
    await expect(
      sql`INSERT INTO stamp_requests (id, shop_id, user_id, action, count, code)
        VALUES (gen_random_uuid(), ${setup.shopId}, ${user.id}, 'stamp', 1, 'AAAAAA'),
               (gen_random_uuid(), ${setup.shopId}, ${user.id}, 'stamp', 1, 'BBBBBB')`.execute(db),
    ).rejects.toThrow(/stamp_requests_one_pending_key/);
  });
});

describe('content image uploads', () => {
  it('should store a shop admin’s image for its own shop only', async () => {
    const setup = await studio();
    const intruder = await studio();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    const uploaded = await call('POST', `/api/shops/${setup.shopId}/uploads`, {
      token: setup.ownerToken,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().url).toMatch(/^\/uploads\/.+\.webp$/);
    const served = await call('GET', uploaded.json().url);
    expect(served.statusCode).toBe(200);
    const refused = await call('POST', `/api/shops/${setup.shopId}/uploads`, {
      token: intruder.ownerToken,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
