import { describe, expect, it } from 'vitest';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function globalAdmin() {
  const admin = await createUser({ role: 'globalAdmin', name: 'Root', email: 'root@example.com' });
  return { admin, token: await tokenFor(admin) };
}

async function ownedShop(name = 'Own Studio', locale = 'de') {
  const shop = await createShop({ status: 'active', name });
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id, name: 'Owner', locale });
  return { shop, owner, token: await tokenFor(owner) };
}

/** A shop admin proposes profile changes; answers the pending request's id. */
async function propose(shopId: string, token: string, body: Record<string, unknown>): Promise<string> {
  const response = await call('PUT', `/api/shops/${shopId}`, { token, body });
  expect(response.statusCode).toBe(200);
  return response.json().pendingChange.id;
}

describe('GET /api/approvals', () => {
  it('should list requests with the shop name and current next to proposed values', async () => {
    const { token } = await globalAdmin();
    const { shop, owner, token: ownerToken } = await ownedShop();
    const id = await propose(shop.id, ownerToken, { name: 'New Name', description: 'Fresh' });

    const response = await call('GET', '/api/approvals?status=pending', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([
      {
        id,
        shopId: shop.id,
        shopName: 'Own Studio',
        shopCurrencyCode: 'EUR',
        subjectType: 'shop',
        subjectId: shop.id,
        status: 'pending',
        proposed: { name: 'New Name', description: 'Fresh' },
        current: { name: 'Own Studio', description: '' },
        reason: null,
        submittedBy: { uid: owner.id, name: 'Owner', email: owner.email },
        submittedAt: expect.stringMatching(/^\d{4}-/),
        decidedBy: null,
        decidedAt: null,
      },
    ]);
  });

  it('should filter by status, subject type and shop', async () => {
    const { token } = await globalAdmin();
    const a = await ownedShop('A');
    const b = await ownedShop('B');
    const first = await propose(a.shop.id, a.token, { name: 'A2' });
    await propose(b.shop.id, b.token, { name: 'B2' });
    await call('POST', `/api/approvals/${first}/approve`, { token });

    const pending = (await call('GET', '/api/approvals?status=pending', { token })).json();
    expect(pending.map((request: { shopName: string }) => request.shopName)).toEqual(['B']);
    const all = (await call('GET', '/api/approvals', { token })).json();
    expect(all).toHaveLength(2);
    const ofShop = (await call('GET', `/api/approvals?shopId=${a.shop.id}`, { token })).json();
    expect(ofShop.map((request: { status: string }) => request.status)).toEqual(['approved']);
    const deals = (await call('GET', '/api/approvals?subjectType=deal', { token })).json();
    expect(deals).toEqual([]);
    const bad = await call('GET', '/api/approvals?subjectType=poem&status=maybe', { token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['status', 'subjectType']);
  });

  it('should not let shop admins, app users or anonymous callers review approvals', async () => {
    const { token } = await ownedShop();
    expect((await call('GET', '/api/approvals', { token })).statusCode).toBe(403);
    const user = await createUser();
    expect((await call('GET', '/api/approvals', { token: await tokenFor(user) })).statusCode).toBe(403);
    expect((await call('GET', '/api/approvals')).statusCode).toBe(401);
  });
});

describe('POST /api/approvals/:id/approve', () => {
  it('should make the proposed values live and mark the request in one go', async () => {
    const { token, admin } = await globalAdmin();
    const { shop, token: ownerToken } = await ownedShop();
    const id = await propose(shop.id, ownerToken, {
      name: 'Approved Name',
      externalLinks: ['https://x.example'],
    });
    const response = await call('POST', `/api/approvals/${id}/approve`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'approved',
      decidedBy: { uid: admin.id, name: 'Root' },
      decidedAt: expect.stringMatching(/^\d{4}-/),
      current: { name: 'Approved Name', externalLinks: ['https://x.example'] },
    });
    const live = (await call('GET', `/api/shops/${shop.id}`, { token: ownerToken })).json();
    expect(live).toMatchObject({
      name: 'Approved Name',
      externalLinks: ['https://x.example'],
      pendingChange: null,
    });

    // The next change opens a new request.
    const next = await propose(shop.id, ownerToken, { name: 'Next Name' });
    expect(next).not.toBe(id);
  });

  it('should answer an already decided request with 8001', async () => {
    const { token } = await globalAdmin();
    const { shop, token: ownerToken } = await ownedShop();
    const id = await propose(shop.id, ownerToken, { name: 'Once' });
    expect((await call('POST', `/api/approvals/${id}/approve`, { token })).statusCode).toBe(200);
    const twice = await call('POST', `/api/approvals/${id}/approve`, { token, language: 'en' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errorCode: 8001, message: 'This request has already been handled.' });
    const reject = await call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: 'late' } });
    expect(reject.json().errorCode).toBe(8001);
  });

  raceTest('should decide a request only once under simultaneous decisions', async () => {
    const { admin, token } = await globalAdmin();
    const { shop, owner, token: ownerToken } = await ownedShop();
    const id = await propose(shop.id, ownerToken, { name: 'Race' });
    const answers = await Promise.all([
      call('POST', `/api/approvals/${id}/approve`, { token }),
      call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: 'No' } }),
      call('POST', `/api/approvals/${id}/approve`, { token }),
      call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: 'No' } }),
    ]);
    expectAnswerMix(answers, { '200': 1, '409 8001': 3 });
    // The stored decision, the live profile and the owner's mail all follow the one winner.
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().status;
    const { db } = await getTestPlatform();
    const rows = await db.selectFrom('approval_requests').select(['id', 'status', 'decided_by']).execute();
    expect(rows).toEqual([{ id, status: winner, decided_by: admin.id }]);
    const live = (await call('GET', `/api/shops/${shop.id}`)).json();
    expect(live.name).toBe(winner === 'approved' ? 'Race' : 'Own Studio');
    const rejections = (await outboxMails(owner.email)).filter((mail) => mail.kind === 'approval_rejected');
    expect(rejections).toHaveLength(winner === 'rejected' ? 1 : 0);
  });

  it('should answer unknown requests with 9404', async () => {
    const { token } = await globalAdmin();
    expect(
      (await call('POST', '/api/approvals/00000000-0000-4000-8000-000000000000/approve', { token }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/approvals/nope/approve', { token })).statusCode).toBe(404);
  });

  it('should not let a shop admin approve its own change', async () => {
    const { shop, token } = await ownedShop();
    const id = await propose(shop.id, token, { name: 'Self-approved' });
    expect((await call('POST', `/api/approvals/${id}/approve`, { token })).statusCode).toBe(403);
    const user = await createUser();
    expect(
      (await call('POST', `/api/approvals/${id}/approve`, { token: await tokenFor(user) })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/approvals/${id}/approve`)).statusCode).toBe(401);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().name).toBe('Own Studio');
  });
});

describe('POST /api/approvals/:id/reject', () => {
  it('should keep the live version and mail the owner the reason in their language', async () => {
    const { token } = await globalAdmin();
    const { shop, owner, token: ownerToken } = await ownedShop('Own Studio', 'de');
    const id = await propose(shop.id, ownerToken, { name: 'Rejected Name' });
    const response = await call('POST', `/api/approvals/${id}/reject`, {
      token,
      body: { reason: 'Der Name enthält Werbung.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason: 'Der Name enthält Werbung.' });
    expect((await call('GET', `/api/shops/${shop.id}`)).json().name).toBe('Own Studio');

    const mails = await outboxMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'approval_rejected', locale: 'de' });
    expect(mails[0]?.subject).toBe('Deine Änderung wurde nicht freigegeben');
    expect(mails[0]?.text_body).toContain('Begründung: Der Name enthält Werbung.');
    expect(mails[0]?.text_body).toContain('dem Studio-Profil');
    expect(mails[0]?.html_body).toContain('lang="de"');
  });

  it('should require a reason', async () => {
    const { token } = await globalAdmin();
    const { shop, token: ownerToken } = await ownedShop();
    const id = await propose(shop.id, ownerToken, { name: 'X' });
    const response = await call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 9400, fields: { reason: expect.any(String) } });
  });

  it('should not let a shop admin reject a request', async () => {
    const { shop, token } = await ownedShop();
    const id = await propose(shop.id, token, { name: 'X' });
    const response = await call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: 'no' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('approve all / reject all', () => {
  it('should approve every pending request of a kind', async () => {
    const { token } = await globalAdmin();
    const a = await ownedShop('A');
    const b = await ownedShop('B');
    const first = await propose(a.shop.id, a.token, { name: 'A live' });
    const second = await propose(b.shop.id, b.token, { name: 'B live' });
    const response = await call('POST', '/api/approvals/approve-all', {
      token,
      body: { subjectType: 'shop' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ decided: [first, second], failed: [] });
    expect((await call('GET', `/api/shops/${a.shop.id}`)).json().name).toBe('A live');
    expect((await call('GET', `/api/shops/${b.shop.id}`)).json().name).toBe('B live');
    const none = await call('POST', '/api/approvals/approve-all', { token });
    expect(none.json()).toEqual({ decided: [], failed: [] });
  });

  it('should reject every pending request of one shop and mail each owner', async () => {
    const { token } = await globalAdmin();
    const a = await ownedShop('A', 'en');
    const b = await ownedShop('B');
    const first = await propose(a.shop.id, a.token, { name: 'A new' });
    await propose(b.shop.id, b.token, { name: 'B new' });
    const response = await call('POST', '/api/approvals/reject-all', {
      token,
      body: { shopId: a.shop.id, reason: 'Incomplete' },
    });
    expect(response.json()).toEqual({ decided: [first], failed: [] });
    expect((await call('GET', `/api/shops/${a.shop.id}`)).json().name).toBe('A');
    const mails = await outboxMails(a.owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your change was not approved']);
    expect(mails[0]?.text_body).toContain('Reason: Incomplete');
    expect(await outboxMails(b.owner.email)).toHaveLength(0);
    const left = (await call('GET', '/api/approvals?status=pending', { token })).json();
    expect(left.map((request: { shopName: string }) => request.shopName)).toEqual(['B']);
  });

  it('should send one mail per studio for a batch, naming all of its changes', async () => {
    const { db } = await getTestPlatform();
    const { token } = await globalAdmin();
    const a = await ownedShop('A', 'en');
    const b = await ownedShop('B', 'en');
    await propose(a.shop.id, a.token, { name: 'A new' });
    await propose(b.shop.id, b.token, { name: 'B new' });
    for (const subjectType of ['deal', 'gift'] as const) {
      await db
        .insertInto('approval_requests')
        .values({
          id: crypto.randomUUID(),
          shop_id: a.shop.id,
          subject_type: subjectType,
          subject_id: crypto.randomUUID(),
          payload: JSON.stringify({ title: 'Offer' }),
          submitted_by: null,
        })
        .execute();
    }
    const response = await call('POST', '/api/approvals/reject-all', { token, body: { reason: 'Not yet' } });
    expect(response.json().decided).toHaveLength(4);
    const mails = await outboxMails(a.owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your changes were not approved']);
    expect(mails[0]?.text_body).toContain('Your changes to "A" were not approved:');
    for (const line of ['• the studio profile', '• a deal', '• a gift'])
      expect(mails[0]?.text_body).toContain(line);
    expect(mails[0]?.text_body).toContain('Reason: Not yet');
    expect((await outboxMails(b.owner.email)).map((mail) => mail.subject)).toEqual([
      'Your change was not approved',
    ]);
  });

  it('should require a reason for reject all and refuse non-admins', async () => {
    const { token } = await globalAdmin();
    const missing = await call('POST', '/api/approvals/reject-all', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('reason');
    const owner = await ownedShop();
    expect(
      (await call('POST', '/api/approvals/approve-all', { token: owner.token, body: {} })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/approvals/reject-all', { token: owner.token, body: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/approvals/approve-all', { body: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/shops/:shopId/approvals', () => {
  it('should show a shop admin its own requests with rejection reasons', async () => {
    const { token } = await globalAdmin();
    const { shop, token: ownerToken } = await ownedShop();
    const other = await ownedShop('Other');
    const id = await propose(shop.id, ownerToken, { name: 'Nope' });
    await propose(other.shop.id, other.token, { name: 'Other new' });
    await call('POST', `/api/approvals/${id}/reject`, { token, body: { reason: 'Too loud' } });
    await propose(shop.id, ownerToken, { description: 'Calm' });

    const response = await call('GET', `/api/shops/${shop.id}/approvals`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    const requests = response.json();
    expect(requests.map((request: { status: string }) => request.status)).toEqual(['pending', 'rejected']);
    expect(requests[1]).toMatchObject({ reason: 'Too loud', proposed: { name: 'Nope' } });
    const pending = (
      await call('GET', `/api/shops/${shop.id}/approvals?status=pending`, { token: ownerToken })
    ).json();
    expect(pending).toHaveLength(1);
    const asAdmin = await call('GET', `/api/shops/${shop.id}/approvals`, { token });
    expect(asAdmin.json()).toHaveLength(2);
  });

  it("should not list another shop's approvals", async () => {
    const { token } = await ownedShop();
    const other = await ownedShop('Other');
    await propose(other.shop.id, other.token, { name: 'Secret' });
    const response = await call('GET', `/api/shops/${other.shop.id}/approvals`, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(9403);
    const user = await createUser();
    expect(
      (await call('GET', `/api/shops/${other.shop.id}/approvals`, { token: await tokenFor(user) }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/shops/${other.shop.id}/approvals`)).statusCode).toBe(401);
  });

  it('should answer bad filters with 9400', async () => {
    const { shop, token } = await ownedShop();
    const response = await call('GET', `/api/shops/${shop.id}/approvals?limit=0`, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });
});

describe('the approval table', () => {
  it('should hold at most one pending request per subject', async () => {
    const { db } = await getTestPlatform();
    const { shop, token } = await ownedShop();
    await propose(shop.id, token, { name: 'One' });
    await expect(
      db
        .insertInto('approval_requests')
        .values({
          id: crypto.randomUUID(),
          shop_id: shop.id,
          subject_type: 'shop',
          subject_id: shop.id,
          payload: JSON.stringify({ name: 'Two' }),
          submitted_by: null,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  raceTest('should merge simultaneous submissions into one pending request', async () => {
    const { db } = await getTestPlatform();
    const { shop, token } = await ownedShop();
    const answers = await Promise.all([
      call('PUT', `/api/shops/${shop.id}`, { token, body: { name: 'Parallel' } }),
      call('PUT', `/api/shops/${shop.id}`, { token, body: { description: 'Parallel too' } }),
    ]);
    expectAnswerMix(answers, { '200': 2 });
    const rows = await db.selectFrom('approval_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ name: 'Parallel', description: 'Parallel too' });
    expect(rows[0]?.status).toBe('pending');
    // The live profile waits for the decision.
    expect((await call('GET', `/api/shops/${shop.id}`)).json().name).toBe('Own Studio');
  });
});

describe('a request that cannot be applied', () => {
  async function insertRequest(
    shopId: string,
    subjectType: 'shop' | 'deal',
    payload: Record<string, unknown>,
  ) {
    const { db } = await getTestPlatform();
    const id = crypto.randomUUID();
    await db
      .insertInto('approval_requests')
      .values({
        id,
        shop_id: shopId,
        subject_type: subjectType,
        subject_id: subjectType === 'shop' ? shopId : crypto.randomUUID(),
        payload: JSON.stringify(payload),
        submitted_by: null,
      })
      .execute();
    return id;
  }

  it('should stay pending when its values are not allowed, and change nothing', async () => {
    const { token } = await globalAdmin();
    const shop = await createShop({ status: 'pending' });
    const id = await insertRequest(shop.id, 'shop', { name: 'Sneaky', status: 'active' });
    const response = await call('POST', `/api/approvals/${id}/approve`, { token });
    expect(response.statusCode).toBe(400);
    const { db } = await getTestPlatform();
    const row = await db.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', name: shop.name });
    const request = await db
      .selectFrom('approval_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('pending');
  });

  it('should report in approve all what it could not decide and decide the rest', async () => {
    const { token } = await globalAdmin();
    const { shop, token: ownerToken } = await ownedShop();
    const broken = await insertRequest((await createShop()).id, 'deal', { title: 'Not a whole deal' });
    const fine = await propose(shop.id, ownerToken, { name: 'Fine' });
    const response = await call('POST', '/api/approvals/approve-all', { token, body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ decided: [fine], failed: [{ id: broken, errorCode: 9400 }] });
    const rejected = await call('POST', '/api/approvals/reject-all', { token, body: { reason: 'Not yet' } });
    expect(rejected.json()).toEqual({ decided: [broken], failed: [] });
  });
});
