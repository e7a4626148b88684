import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const giftBody = {
  title: 'Willkommensgeschenk',
  offerText: 'Gratis Nagelpflege-Öl',
  description: 'Zur ersten Maniküre, einmal pro Kundin.',
  type: 'welcome',
  imageUrl: '/uploads/gift.webp',
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

async function customerToken(): Promise<string> {
  return tokenFor(await createUser({ name: 'Kim Kundin' }));
}

/** A gift created by a global admin: live at once. */
async function liveGift(setup: Studio, body: Record<string, unknown> = {}): Promise<string> {
  const created = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
    token: setup.adminToken,
    body: { ...giftBody, ...body },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

async function customerGifts(shopId: string, token?: string) {
  return call('GET', `/api/shops/${shopId}/gifts`, token ? { token } : {});
}

async function claim(shopId: string, giftId: string, token: string) {
  return call('POST', `/api/shops/${shopId}/gifts/${giftId}/claim`, { token, language: 'en' });
}

async function pendingGiftApprovals(setup: Studio) {
  const response = await call(
    'GET',
    `/api/approvals?subjectType=gift&status=pending&shopId=${setup.shopId}`,
    { token: setup.adminToken },
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('gifts and their approval', () => {
  it('should put a global admin’s gift live at once', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    const list = await customerGifts(setup.shopId);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id, ...giftBody, validFrom: null, validTo: null, claim: null }]);
  });

  it('should keep a shop admin’s new gift invisible to customers until a global admin approves it', async () => {
    const setup = await studio();
    const created = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
      token: setup.ownerToken,
      body: giftBody,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().live).toBeNull();
    expect(created.json().pendingChange.proposed).toMatchObject(giftBody);
    const id = created.json().id;

    expect((await customerGifts(setup.shopId)).json()).toEqual([]);
    expect((await claim(setup.shopId, id, await customerToken())).statusCode).toBe(404);
    const overview = await call('GET', `/api/shops/${setup.shopId}/gifts/overview`, {
      token: setup.ownerToken,
    });
    expect(overview.json()).toMatchObject([{ id, live: null, claims: 0 }]);

    const [approval] = await pendingGiftApprovals(setup);
    expect(approval).toMatchObject({ subjectId: id, current: null, proposed: giftBody });
    const approved = await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect(approved.statusCode).toBe(200);
    expect((await customerGifts(setup.shopId)).json()).toMatchObject([{ id, ...giftBody }]);
    const [mail] = await outboxMails(setup.owner.email);
    expect(mail).toMatchObject({ kind: 'approval_approved', subject: 'Deine Änderung wurde freigegeben' });
    expect(mail?.text_body).toContain('einem Geschenk');
  });

  it('should approve all gift requests of a shop at once and mail the owner once about both', async () => {
    const setup = await studio();
    for (const title of ['Erstes', 'Zweites']) {
      const created = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
        token: setup.ownerToken,
        body: { ...giftBody, title },
      });
      expect(created.statusCode).toBe(201);
    }
    const all = await call('POST', '/api/approvals/approve-all', {
      token: setup.adminToken,
      body: { subjectType: 'gift', shopId: setup.shopId },
    });
    expect(all.json().decided).toHaveLength(2);
    const titles = (await customerGifts(setup.shopId)).json().map((gift: { title: string }) => gift.title);
    expect(titles.sort()).toEqual(['Erstes', 'Zweites']);
    const mails = await outboxMails(setup.owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Deine Änderungen wurden freigegeben']);
    expect(mails[0]?.text_body).toContain('• einem Geschenk (2)');
  });

  it('should show the live gift while a shop admin’s change waits, with before and after', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    const changed = await call('PUT', `/api/shops/${setup.shopId}/gifts/${id}`, {
      token: setup.ownerToken,
      body: { title: 'Geburtstagsgeschenk', type: 'birthday', offerText: giftBody.offerText },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().live.title).toBe(giftBody.title);
    // Only what differs from the live gift goes to review.
    expect(changed.json().pendingChange.proposed).toEqual({ title: 'Geburtstagsgeschenk', type: 'birthday' });
    expect((await customerGifts(setup.shopId)).json()[0].title).toBe(giftBody.title);

    const [approval] = await pendingGiftApprovals(setup);
    expect(approval.current).toEqual({ title: giftBody.title, type: 'welcome' });
    expect(approval.proposed).toEqual({ title: 'Geburtstagsgeschenk', type: 'birthday' });
    await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect((await customerGifts(setup.shopId)).json()[0]).toMatchObject({
      title: 'Geburtstagsgeschenk',
      type: 'birthday',
    });
  });

  it('should keep the live gift when the change is rejected and mail the owner the reason', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    await call('PUT', `/api/shops/${setup.shopId}/gifts/${id}`, {
      token: setup.ownerToken,
      body: { title: 'Zu laut' },
    });
    const [approval] = await pendingGiftApprovals(setup);
    const rejected = await call('POST', `/api/approvals/${approval.id}/reject`, {
      token: setup.adminToken,
      body: { reason: 'Bitte sachlich bleiben.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await customerGifts(setup.shopId)).json()[0].title).toBe(giftBody.title);
    const mails = await outboxMails(setup.owner.email);
    expect(mails.map((mail) => mail.text_body).join('\n')).toContain('Bitte sachlich bleiben.');
  });

  it('should remove a gift at once for a global admin and after approval for a shop admin', async () => {
    const setup = await studio();
    const first = await liveGift(setup);
    const second = await liveGift(setup, { title: 'Zweites' });
    const removed = await call('DELETE', `/api/shops/${setup.shopId}/gifts/${first}`, {
      token: setup.adminToken,
    });
    expect(removed.statusCode).toBe(204);
    const asked = await call('DELETE', `/api/shops/${setup.shopId}/gifts/${second}`, {
      token: setup.ownerToken,
    });
    expect(asked.statusCode).toBe(202);
    expect((await customerGifts(setup.shopId)).json().map((gift: { id: string }) => gift.id)).toEqual([
      second,
    ]);
    const [approval] = await pendingGiftApprovals(setup);
    expect(approval.proposed).toEqual({ removed: true });
    await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect((await customerGifts(setup.shopId)).json()).toEqual([]);
    const again = await call('DELETE', `/api/shops/${setup.shopId}/gifts/${first}`, {
      token: setup.adminToken,
    });
    expect(again.json().errorCode).toBe(9404);
  });

  it('should refuse invalid gifts with the fields named', async () => {
    const setup = await studio();
    const missing = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
      token: setup.adminToken,
      body: { ...giftBody, imageUrl: undefined, title: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe(9400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['title', 'imageUrl']));
    const reversed = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
      token: setup.adminToken,
      body: { ...giftBody, validFrom: '2026-12-31', validTo: '2026-12-01' },
    });
    expect(reversed.statusCode).toBe(400);
    const id = await liveGift(setup, { validFrom: '2026-12-01', validTo: '2026-12-31' });
    const backwards = await call('PUT', `/api/shops/${setup.shopId}/gifts/${id}`, {
      token: setup.ownerToken,
      body: { validFrom: '2027-01-05' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.validTo).toBeDefined();
    const unknown = await call('PUT', `/api/shops/${setup.shopId}/gifts/${crypto.randomUUID()}`, {
      token: setup.ownerToken,
      body: { title: 'X' },
    });
    expect(unknown.json().errorCode).toBe(9404);
  });
});

describe('claiming and handing over gifts', () => {
  it('should let a customer claim a gift once and staff hand it over once', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    const token = await customerToken();
    const claimed = await claim(setup.shopId, id, token);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().claim.status).toBe('claimed');
    const again = await claim(setup.shopId, id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(9409);
    expect((await customerGifts(setup.shopId, token)).json()[0].claim.status).toBe('claimed');
    expect((await customerGifts(setup.shopId)).json()[0].claim).toBeNull();

    const claims = await call('GET', `/api/shops/${setup.shopId}/gift-claims?status=claimed`, {
      token: setup.ownerToken,
    });
    expect(claims.json()).toMatchObject([
      { giftId: id, giftTitle: giftBody.title, account: { name: 'Kim Kundin' } },
    ]);
    const claimId = claims.json()[0].id;
    const handed = await call('POST', `/api/shops/${setup.shopId}/gift-claims/${claimId}/hand-over`, {
      token: setup.ownerToken,
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().status).toBe('handed_over');
    const twice = await call('POST', `/api/shops/${setup.shopId}/gift-claims/${claimId}/hand-over`, {
      token: setup.ownerToken,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe(8001);
    expect((await customerGifts(setup.shopId, token)).json()[0].claim.status).toBe('handed_over');
    const overview = await call('GET', `/api/shops/${setup.shopId}/gifts/overview`, {
      token: setup.ownerToken,
    });
    expect(overview.json()[0]).toMatchObject({ claims: 1, handedOver: 1 });
  });

  it('should refuse guests and admins a claim, and gifts outside their validity', async () => {
    const setup = await studio();
    testClock.set('2026-12-10T10:00:00+01:00');
    const current = await liveGift(setup, { validFrom: '2026-12-01', validTo: '2026-12-10' });
    const expired = await liveGift(setup, { validTo: '2026-12-09' });
    const future = await liveGift(setup, { validFrom: '2026-12-11' });
    expect((await customerGifts(setup.shopId)).json().map((gift: { id: string }) => gift.id)).toEqual([
      current,
    ]);
    const token = await customerToken();
    for (const hidden of [expired, future, crypto.randomUUID(), 'not-a-uuid']) {
      const refused = await claim(setup.shopId, hidden, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorCode).toBe(9404);
    }
    const asGuest = await claim(setup.shopId, current, await guestToken());
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().errorCode).toBe(9403);
    expect((await claim(setup.shopId, current, setup.ownerToken)).statusCode).toBe(403);
    const unknownClaim = await call(
      'POST',
      `/api/shops/${setup.shopId}/gift-claims/${crypto.randomUUID()}/hand-over`,
      { token: setup.ownerToken },
    );
    expect(unknownClaim.json().errorCode).toBe(9404);
  });

  it('should answer 404 on every gift route while the module is off, except to a global admin', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    const off = await call('PUT', `/api/flags/shop/${setup.shopId}`, {
      token: setup.adminToken,
      body: { giftsEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    const token = await customerToken();
    expect((await customerGifts(setup.shopId)).json().errorCode).toBe(9404);
    expect((await claim(setup.shopId, id, token)).json().errorCode).toBe(9404);
    const overview = await call('GET', `/api/shops/${setup.shopId}/gifts/overview`, {
      token: setup.ownerToken,
    });
    expect(overview.json().errorCode).toBe(9404);
    const created = await call('POST', `/api/shops/${setup.shopId}/gifts`, {
      token: setup.ownerToken,
      body: giftBody,
    });
    expect(created.json().errorCode).toBe(9404);
    expect(
      (await call('GET', `/api/shops/${setup.shopId}/gifts/overview`, { token: setup.adminToken }))
        .statusCode,
    ).toBe(200);
  });

  it('should refuse another shop’s admin on every gift route of a shop', async () => {
    const setup = await studio();
    const other = await studio();
    const id = await liveGift(setup);
    const token = await customerToken();
    await claim(setup.shopId, id, token);
    const claims = await call('GET', `/api/shops/${setup.shopId}/gift-claims`, { token: setup.ownerToken });
    const claimId = claims.json()[0].id;
    const base = `/api/shops/${setup.shopId}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', `${base}/gifts/overview`],
      ['POST', `${base}/gifts`, giftBody],
      ['PUT', `${base}/gifts/${id}`, { title: 'Gekapert' }],
      ['DELETE', `${base}/gifts/${id}`],
      ['GET', `${base}/gift-claims`],
      ['POST', `${base}/gift-claims/${claimId}/hand-over`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(method as 'GET', url, {
        token: other.ownerToken,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().errorCode).toBe(9403);
    }
    // Their own shop's URL with this shop's gift or claim: unknown there.
    const ownBase = `/api/shops/${other.shopId}`;
    expect(
      (await call('PUT', `${ownBase}/gifts/${id}`, { token: other.ownerToken, body: { title: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${ownBase}/gift-claims/${claimId}/hand-over`, { token: other.ownerToken }))
        .statusCode,
    ).toBe(404);
    expect((await customerGifts(setup.shopId)).json()[0].title).toBe(giftBody.title);
  });

  raceTest('should record one claim under simultaneous claims of one customer', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    const token = await customerToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(setup.shopId, id, token)));
    expectAnswerMix(answers, { '201': 1, '409 9409': 7 });
    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('gift_claims')
      .select(['id', 'shop_id', 'status'])
      .where('gift_id', '=', id)
      .execute();
    const won = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(rows).toEqual([{ id: won.claim.id, shop_id: setup.shopId, status: 'claimed' }]);
  });

  raceTest('should hand a claim over once under simultaneous markings', async () => {
    const setup = await studio();
    const id = await liveGift(setup);
    await claim(setup.shopId, id, await customerToken());
    const claims = await call('GET', `/api/shops/${setup.shopId}/gift-claims`, { token: setup.ownerToken });
    const claimId = claims.json()[0].id;
    const url = `/api/shops/${setup.shopId}/gift-claims/${claimId}/hand-over`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', url, { token: setup.ownerToken })),
    );
    expectAnswerMix(answers, { '200': 1, '409 8001': 5 });
    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('gift_claims')
      .select(['id', 'status', 'handed_over_by'])
      .where('gift_id', '=', id)
      .execute();
    expect(rows).toEqual([{ id: claimId, status: 'handed_over', handed_over_by: setup.owner.id }]);
  });
});

describe('GET me/gifts', () => {
  it('should list the gifts the customer holds at every studio, newest claim first, handed over or not', async () => {
    const first = await studio();
    const second = await studio();
    const token = await customerToken();
    const oil = await liveGift(first);
    const file = await liveGift(second, { title: 'Nagelfeile', offerText: 'Eine Feile gratis' });
    await liveGift(second, { title: 'Nicht geholt' });
    const firstClaim = await claim(first.shopId, oil, token);
    await claim(second.shopId, file, token);
    await call('POST', `/api/shops/${first.shopId}/gift-claims/${firstClaim.json().claim.id}/hand-over`, {
      token: first.ownerToken,
    });

    const held = await call('GET', '/api/me/gifts', { token });
    expect(held.statusCode).toBe(200);
    expect(
      held.json().map((gift: { shopId: string; title: string; claim: { status: string } }) => ({
        shopId: gift.shopId,
        title: gift.title,
        status: gift.claim.status,
      })),
    ).toEqual([
      { shopId: second.shopId, title: 'Nagelfeile', status: 'claimed' },
      { shopId: first.shopId, title: giftBody.title, status: 'handed_over' },
    ]);
    expect(held.json()[0]).toMatchObject({
      id: file,
      offerText: 'Eine Feile gratis',
      shopName: expect.any(String),
    });
  });

  it('should not return another customer’s gifts, and none without an account', async () => {
    const setup = await studio();
    const gift = await liveGift(setup);
    await claim(setup.shopId, gift, await customerToken());
    expect((await call('GET', '/api/me/gifts', { token: await customerToken() })).json()).toEqual([]);
    expect((await call('GET', '/api/me/gifts')).statusCode).toBe(401);
  });
});
