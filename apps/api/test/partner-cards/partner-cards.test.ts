import { describe, expect, it } from 'vitest';
import { partnerCardNumberMatches } from '../../src/features/partner-cards/partner-card-pattern.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function adminToken(): Promise<string> {
  return tokenFor(await createUser({ role: 'globalAdmin' }));
}

async function ownerOf(shopId: string): Promise<string> {
  return tokenFor(await createUser({ role: 'shopAdmin', shopId }));
}

async function createCard(token: string, body: Record<string, unknown>) {
  return call('POST', '/api/partner-cards', { token, body, language: 'en' });
}

async function addCard(token: string, partnerCardId: string, number: string) {
  return call('POST', '/api/me/partner-cards', { token, body: { partnerCardId, number }, language: 'en' });
}

describe('partner cards (global admin)', () => {
  it('should create, list, change and delete cards', async () => {
    const admin = await adminToken();
    const created = await createCard(admin, { title: 'Payback', pattern: '308342\\d{10}' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Payback', pattern: '308342\\d{10}' });
    const id = created.json().id;
    const list = await call('GET', '/api/partner-cards', { token: admin });
    expect(list.json().map((card: { id: string }) => card.id)).toContain(id);
    const changed = await call('PUT', `/api/partner-cards/${id}`, {
      token: admin,
      body: { title: 'PAYBACK' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'PAYBACK', pattern: '308342\\d{10}' });
    expect((await call('DELETE', `/api/partner-cards/${id}`, { token: admin })).statusCode).toBe(204);
    const gone = await call('PUT', `/api/partner-cards/${id}`, { token: admin, body: { title: 'X' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorCode).toBe(9404);
  });

  it('should refuse patterns that are invalid, could backtrack catastrophically or are too long', async () => {
    const admin = await adminToken();
    for (const pattern of ['(a+)+$', '(\\d*)*x', '([a-z]+)*', '[', 'a'.repeat(201), '(x|y', '']) {
      const refused = await createCard(admin, { title: 'Böse', pattern });
      expect(refused.statusCode, pattern).toBe(400);
      expect(refused.json().errorCode).toBe(9400);
      expect(refused.json().fields.pattern, pattern).toBeDefined();
    }
    const ok = await createCard(admin, { title: 'Gut', pattern: '\\d{4}' });
    const unsafeChange = await call('PUT', `/api/partner-cards/${ok.json().id}`, {
      token: admin,
      body: { pattern: '(a|aa)+(b+)+' },
    });
    expect(unsafeChange.statusCode).toBe(400);
    expect(unsafeChange.json().fields.pattern).toBeDefined();
  });

  it('should keep every partner-card admin route to global admins', async () => {
    const shop = await createShop();
    const owner = await ownerOf(shop.id);
    const customer = await tokenFor(await createUser());
    const card = await createCard(await adminToken(), { title: 'Karte', pattern: '\\d+' });
    for (const token of [owner, customer]) {
      for (const [method, url, body] of [
        ['GET', '/api/partner-cards', undefined],
        ['POST', '/api/partner-cards', { title: 'X', pattern: '\\d+' }],
        ['PUT', `/api/partner-cards/${card.json().id}`, { title: 'X' }],
        ['DELETE', `/api/partner-cards/${card.json().id}`, undefined],
      ] as const) {
        const response = await call(method, url, { token, ...(body ? { body } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('the cards a shop accepts', () => {
  it('should apply a global admin’s choice at once and a shop admin’s after approval', async () => {
    const admin = await adminToken();
    const shop = await createShop();
    const owner = await ownerOf(shop.id);
    const payback = (await createCard(admin, { title: 'Payback', pattern: '\\d{16}' })).json().id;
    const dm = (await createCard(admin, { title: 'dm', pattern: '\\d{13}' })).json().id;
    const chosen = await call('PUT', `/api/shops/${shop.id}/partner-cards`, {
      token: admin,
      body: { partnerCardIds: [payback] },
    });
    expect(chosen.statusCode).toBe(200);
    const accepted = async () =>
      (await call('GET', `/api/shops/${shop.id}/partner-cards`))
        .json()
        .map((card: { id: string }) => card.id);
    expect(await accepted()).toEqual([payback]);

    const proposed = await call('PUT', `/api/shops/${shop.id}/partner-cards`, {
      token: owner,
      body: { partnerCardIds: [dm, payback] },
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().acceptedIds).toEqual([payback]);
    expect(proposed.json().pendingChange.partnerCardIds).toEqual([dm, payback].sort());
    expect(await accepted()).toEqual([payback]);

    const approvals = await call(
      'GET',
      `/api/approvals?subjectType=partner_card&status=pending&shopId=${shop.id}`,
      {
        token: admin,
      },
    );
    const [approval] = approvals.json();
    expect(approval.current).toEqual({ partnerCardIds: [payback] });
    expect(approval.subjectId).toBe(shop.id);
    await call('POST', `/api/approvals/${approval.id}/approve`, { token: admin });
    expect((await accepted()).sort()).toEqual([dm, payback].sort());
    const choice = await call('GET', `/api/shops/${shop.id}/partner-cards/choice`, { token: owner });
    expect(choice.json().pendingChange).toBeNull();
    expect(choice.json().available.length).toBeGreaterThanOrEqual(2);
  });

  it('should refuse unknown cards, another shop’s admin and a switched-off module', async () => {
    const admin = await adminToken();
    const shop = await createShop();
    const other = await createShop();
    const owner = await ownerOf(shop.id);
    const intruder = await ownerOf(other.id);
    const unknown = await call('PUT', `/api/shops/${shop.id}/partner-cards`, {
      token: owner,
      body: { partnerCardIds: [crypto.randomUUID()] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.partnerCardIds).toBeDefined();
    for (const [method, url] of [
      ['PUT', `/api/shops/${shop.id}/partner-cards`],
      ['GET', `/api/shops/${shop.id}/partner-cards/choice`],
    ] as const) {
      const response = await call(method, url, { token: intruder, body: { partnerCardIds: [] } });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(9403);
    }
    await call('PUT', `/api/flags/shop/${shop.id}`, { token: admin, body: { partnerCardsEnabled: false } });
    expect((await call('GET', `/api/shops/${shop.id}/partner-cards`)).json().errorCode).toBe(9404);
    const off = await call('GET', `/api/shops/${shop.id}/partner-cards/choice`, { token: owner });
    expect(off.json().errorCode).toBe(9404);
  });
});

describe('a customer’s partner cards', () => {
  it('should add a card whose whole number matches the pattern, and refuse one that does not', async () => {
    const admin = await adminToken();
    const card = (await createCard(admin, { title: 'Payback', pattern: '308342\\d{10}' })).json();
    const token = await tokenFor(await createUser());
    for (const number of ['308342123456789', 'x3083421234567890', '30834212345678901', '']) {
      const refused = await addCard(token, card.id, number);
      expect(refused.statusCode, number).toBe(400);
      expect(refused.json().errorCode).toBe(9400);
      expect(refused.json().fields.number, number).toBeDefined();
    }
    const added = await addCard(token, card.id, '3083 4212 3456 7890');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      partnerCardId: card.id,
      title: 'Payback',
      number: '3083421234567890',
    });
    const twice = await addCard(token, card.id, '3083421234567890');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe(9409);
    const mine = await call('GET', '/api/me/partner-cards', { token });
    expect(mine.json()).toHaveLength(1);

    const stranger = await tokenFor(await createUser());
    expect((await call('GET', '/api/me/partner-cards', { token: stranger })).json()).toEqual([]);
    const foreign = await call('DELETE', `/api/me/partner-cards/${added.json().id}`, { token: stranger });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/api/me/partner-cards/${added.json().id}`, { token })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/me/partner-cards', { token })).json()).toEqual([]);
  });

  it('should refuse guests, unknown cards and callers without a token', async () => {
    const admin = await adminToken();
    const card = (await createCard(admin, { title: 'Karte', pattern: '\\d{4}' })).json();
    const guest = await addCard(await guestToken(), card.id, '1234');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().errorCode).toBe(9403);
    const token = await tokenFor(await createUser());
    expect((await addCard(token, crypto.randomUUID(), '1234')).json().errorCode).toBe(9404);
    const anonymous = await call('POST', '/api/me/partner-cards', {
      body: { partnerCardId: card.id, number: '1234' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  raceTest('should add one card under simultaneous additions of the same number', async () => {
    const admin = await adminToken();
    const card = (await createCard(admin, { title: 'Karte', pattern: '\\d{4}' })).json();
    const token = await tokenFor(await createUser());
    const answers = await Promise.all(Array.from({ length: 6 }, () => addCard(token, card.id, '4711')));
    expectAnswerMix(answers, { '201': 1, '409 9409': 5 });
    const { db } = await getTestPlatform();
    const stored = await db
      .selectFrom('customer_partner_cards')
      .select(['id', 'number'])
      .where('partner_card_id', '=', card.id)
      .execute();
    expect(stored).toEqual([
      { id: answers.find((answer) => answer.statusCode === 201)?.json().id, number: '4711' },
    ]);
  });
});

describe('patterns that a backtracking engine would take seconds over', () => {
  // Each passes the safe-regex2 check; a backtracking engine doubles its time per digit, so a
  // 64-character number would never finish. The server's engine (RE2) answers in linear time:
  // were these matched by backtracking, this test would not end within its timeout.
  const evilPatterns = ['(\\d|\\d)*x', '(\\d|\\d\\d)*x', '\\d*\\d*\\d*\\d*\\d*\\d*\\d*\\d*x'];

  it('should answer a customer’s 64-digit number against each at once', async () => {
    const admin = await adminToken();
    const customer = await tokenFor(await createUser());
    for (const pattern of evilPatterns) {
      const card = await createCard(admin, { title: 'Böse', pattern });
      expect(card.statusCode, pattern).toBe(201);
      const refused = await addCard(customer, card.json().id, '1'.repeat(64));
      expect(refused.statusCode, pattern).toBe(400);
      expect(refused.json().fields.number, pattern).toBeDefined();
      const matching = await addCard(customer, card.json().id, `${'1'.repeat(63)}x`);
      expect(matching.statusCode, pattern).toBe(201);
    }
  });

  it('should match with the linear-time engine on the server', () => {
    for (const pattern of evilPatterns) {
      expect(partnerCardNumberMatches(pattern, '1'.repeat(64)), pattern).toBe(false);
      expect(partnerCardNumberMatches(pattern, `${'2'.repeat(63)}x`), pattern).toBe(true);
    }
    expect(partnerCardNumberMatches('308342\\d{10}', '3083421234567890')).toBe(true);
    expect(partnerCardNumberMatches('308342\\d{10}', 'x3083421234567890')).toBe(false);
    expect(partnerCardNumberMatches('1|2', '12')).toBe(false);
  });

  it('should refuse what the linear-time engine cannot run: lookarounds and back-references', async () => {
    const admin = await adminToken();
    for (const pattern of ['(?=4711)\\d{10}', '(?!0)\\d+', '(\\d)\\1+', '\\d+(?<=7)']) {
      const refused = await createCard(admin, { title: 'Nicht linear', pattern });
      expect(refused.statusCode, pattern).toBe(400);
      expect(refused.json().fields.pattern, pattern).toBe(
        'lookarounds and back-references are not supported',
      );
    }
  });
});
