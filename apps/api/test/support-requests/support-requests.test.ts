// Support requests: shop admins ask, the global admin's inbox lists Plus studios' requests first
// (priority support), and an answer reaches the asking admin by mail.
import { describe, expect, it } from 'vitest';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function studioAdmin(plan?: 'basic' | 'plus') {
  const shop = await createShop();
  const admin = await createUser({ role: 'shopAdmin', shopId: shop.id, locale: 'en' });
  if (plan) {
    const { db } = await getTestPlatform();
    await db.insertInto('shop_subscriptions').values({ shop_id: shop.id, plan, status: 'active' }).execute();
  }
  return { shop, admin, token: await tokenFor(admin) };
}

describe('support requests', () => {
  it('should list a Plus studio’s request first with priority, and mail the answer to the admin who asked', async () => {
    const basic = await studioAdmin('basic');
    const plus = await studioAdmin('plus');
    const asked = await call('POST', `/api/shops/${basic.shop.id}/support-requests`, {
      token: basic.token,
      body: { subject: 'Phone assistant', message: 'Please activate the phone assistant for us.' },
    });
    expect(asked.statusCode).toBe(201);
    const urgent = await call('POST', `/api/shops/${plus.shop.id}/support-requests`, {
      token: plus.token,
      body: { subject: 'Calls', message: 'Our calls are not forwarded.' },
    });
    const globalAdmin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const inbox = await call('GET', '/api/support-requests', { token: globalAdmin });
    expect(inbox.statusCode).toBe(200);
    const ours = inbox
      .json()
      .filter((entry: { shopId: string }) => [basic.shop.id, plus.shop.id].includes(entry.shopId));
    expect(
      ours.map((entry: { id: string; priority: boolean; status: string }) => [
        entry.id,
        entry.priority,
        entry.status,
      ]),
    ).toEqual([
      [urgent.json().id, true, 'open'],
      [asked.json().id, false, 'open'],
    ]);

    const answered = await call('POST', `/api/support-requests/${asked.json().id}/answer`, {
      token: globalAdmin,
      body: { answer: 'Upgrade to Plus and it activates at once.' },
    });
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answer: 'Upgrade to Plus and it activates at once.',
    });
    const mails = await outboxMails(basic.admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Support answered: Phone assistant');
    expect(mails[0]?.text_body).toContain('Upgrade to Plus');
    const twice = await call('POST', `/api/support-requests/${asked.json().id}/answer`, {
      token: globalAdmin,
      body: { answer: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('should not let a shop admin ask for or read another shop’s requests, nor the inbox', async () => {
    const one = await studioAdmin();
    const other = await studioAdmin();
    await call('POST', `/api/shops/${one.shop.id}/support-requests`, {
      token: one.token,
      body: { subject: 'A', message: 'B' },
    });
    const foreignAsk = await call('POST', `/api/shops/${one.shop.id}/support-requests`, {
      token: other.token,
      body: { subject: 'A', message: 'B' },
    });
    expect(foreignAsk.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/shops/${one.shop.id}/support-requests`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/support-requests', { token: one.token })).statusCode).toBe(403);
    const own = await call('GET', `/api/shops/${one.shop.id}/support-requests`, { token: one.token });
    expect(own.json()).toHaveLength(1);
  });

  it('should refuse an empty subject in the user’s language', async () => {
    const one = await studioAdmin();
    const refused = await call('POST', `/api/shops/${one.shop.id}/support-requests`, {
      token: one.token,
      body: { subject: '  ', message: 'B' },
      language: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 9400, fields: { subject: expect.any(String) } });
  });
});
