import { randomUUID } from 'node:crypto';
import { maxLineQuantity, maxOrderItems, maxOrderLines } from '@studio/domain/order-limits';
import { DefaultQueryExecutor } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createChangeNotifications } from '../../src/db/change-notifications.ts';
import { createOrderBoardFeed } from '../../src/features/orders/order-board-feed.ts';
import { defaultRateLimits } from '../../src/http/rate-limits.ts';
import {
  type CafeStudio,
  cafeStudio,
  customerToken,
  guestCustomerToken,
  type LiveArticle,
  liveArticles,
  tableTokenOf,
} from '../support/cafe-fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

interface Cafe extends CafeStudio {
  coffee: LiveArticle;
  cake: LiveArticle;
}

async function cafe(): Promise<Cafe> {
  const setup = await cafeStudio();
  const [coffee, cake] = await liveArticles(setup, [
    { name: 'Cappuccino', priceCents: 390 },
    { name: 'Käsekuchen', priceCents: 450 },
  ]);
  if (!coffee || !cake) throw new Error('no articles');
  return { ...setup, coffee, cake };
}

/** Orders as a guest who scanned the table's QR code: its token goes along unless the body names one. */
async function order(
  setup: Cafe,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const tableToken =
    'tableToken' in body ? body.tableToken : await tableTokenOf(setup, String(body.tableNumber));
  return call('POST', `/api/shops/${setup.shopId}/orders`, {
    token,
    body: { ...body, tableToken },
    headers,
    language: 'en',
  });
}

function decide(setup: Cafe, id: string, status: string) {
  return call('PATCH', `/api/shops/${setup.shopId}/orders/${id}`, {
    token: setup.ownerToken,
    body: { status },
    language: 'en',
  });
}

async function ordersOf(setup: Cafe) {
  const { db } = await getTestPlatform();
  return db
    .selectFrom('orders')
    .select(['id', 'group_id', 'status', 'deal_redemption_id'])
    .where('shop_id', '=', setup.shopId)
    .execute();
}

describe('orders', () => {
  it('should copy names and prices from the menu and total them in minor units', async () => {
    const setup = await cafe();
    const guest = await guestCustomerToken();
    const placed = await order(setup, guest, {
      tableNumber: '7',
      items: [
        { articleId: setup.coffee.id, quantity: 2 },
        { articleId: setup.cake.id, quantity: 1 },
      ],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      status: 'pending',
      tableNumber: '7',
      items: [
        { articleId: setup.coffee.id, name: 'Cappuccino', unitPriceCents: 390, quantity: 2 },
        { articleId: setup.cake.id, name: 'Käsekuchen', unitPriceCents: 450, quantity: 1 },
      ],
      discountCents: 0,
      totalCents: 1230,
      groupId: expect.any(String),
    });
    // A later price change does not touch the order.
    await call('PUT', `/api/shops/${setup.shopId}/menu/articles/${setup.coffee.id}`, {
      token: setup.adminToken,
      body: {
        name: 'Cappuccino',
        description: 'x',
        priceCents: 990,
        categoryId: (await call('GET', `/api/shops/${setup.shopId}/menu`)).json().categories[0].id,
      },
    });
    const read = await call('GET', `/api/shops/${setup.shopId}/orders/${placed.json().id}`, { token: guest });
    expect(read.json().totalCents).toBe(1230);
  });

  it('should refuse unknown, unavailable and foreign articles with 1302', async () => {
    const setup = await cafe();
    const other = await cafe();
    const { token } = await customerToken();
    const refusedWith = async (articleId: string) =>
      (await order(setup, token, { tableNumber: '1', items: [{ articleId, quantity: 1 }] })).json().errorCode;
    expect(await refusedWith('8d4c1f3e-0000-4000-8000-000000000000')).toBe(1302);
    expect(await refusedWith('not-a-uuid')).toBe(1302);
    expect(await refusedWith(other.coffee.id)).toBe(1302);
    const menu = (await call('GET', `/api/shops/${setup.shopId}/menu`)).json();
    await call('PUT', `/api/shops/${setup.shopId}/menu/articles/${setup.cake.id}`, {
      token: setup.adminToken,
      body: {
        name: 'Käsekuchen',
        description: 'x',
        priceCents: 450,
        categoryId: menu.categories[0].id,
        available: false,
      },
    });
    expect(await refusedWith(setup.cake.id)).toBe(1302);
    const refused = await order(setup, token, {
      tableNumber: '1',
      items: [{ articleId: setup.cake.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('should answer a repeat with the same Idempotency-Key with the first order, never a second one', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const body = { tableNumber: '3', items: [{ articleId: setup.coffee.id, quantity: 1 }] };
    const first = await order(setup, token, body, { 'idempotency-key': 'cart-1' });
    const again = await order(setup, token, body, { 'idempotency-key': 'cart-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same key with another cart: refused, not answered with the old order.
    const other = await order(
      setup,
      token,
      { ...body, items: [{ articleId: setup.cake.id, quantity: 2 }] },
      { 'idempotency-key': 'cart-1' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe(2060);
    const board = await call('GET', `/api/shops/${setup.shopId}/orders`, { token: setup.ownerToken });
    expect(board.json()).toHaveLength(1);
  });

  raceTest('should create one order for simultaneous repeats of one Idempotency-Key', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const body = { tableNumber: '3', items: [{ articleId: setup.coffee.id, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => order(setup, token, body, { 'idempotency-key': 'same-cart' })),
    );
    expectAnswerMix(answers, { '201': 6 });
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    const stored = await ordersOf(setup);
    expect(stored.map((row) => row.id)).toEqual([answers[0]?.json().id]);
    const { db } = await getTestPlatform();
    const items = await db
      .selectFrom('order_items')
      .select('quantity')
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(items).toEqual([{ quantity: 1 }]);
  });

  raceTest('should open one visit for simultaneous first orders at one table', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const body = { tableNumber: '4', items: [{ articleId: setup.coffee.id, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(setup, token, body)));
    expectAnswerMix(answers, { '201': 5 });
    expect(new Set(answers.map((answer) => answer.json().groupId)).size).toBe(1);
    const { db } = await getTestPlatform();
    const groups = await db
      .selectFrom('order_groups')
      .select('id')
      .where('shop_id', '=', setup.shopId)
      .execute();
    expect(groups).toEqual([{ id: answers[0]?.json().groupId }]);
    const stored = await ordersOf(setup);
    expect(stored).toHaveLength(5);
    expect(stored.every((row) => row.group_id === groups[0]?.id)).toBe(true);
  });

  it('should read an order only for its customer and the shop (1300 for others)', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const stranger = await customerToken('Someone Else');
    const placed = await order(setup, token, {
      tableNumber: '2',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const url = `/api/shops/${setup.shopId}/orders/${placed.json().id}`;
    expect((await call('GET', url, { token })).statusCode).toBe(200);
    expect((await call('GET', url, { token: setup.ownerToken })).statusCode).toBe(200);
    expect((await call('GET', url, { token: stranger.token })).json().errorCode).toBe(1300);
    const unknown = `/api/shops/${setup.shopId}/orders/8d4c1f3e-0000-4000-8000-000000000000`;
    expect((await call('GET', unknown, { token: setup.ownerToken })).json().errorCode).toBe(1300);
  });

  it('should move orders only as allowed: 8001 once decided, 9409 for another move, 1300 unknown', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const place = async () =>
      (
        await order(setup, token, { tableNumber: '5', items: [{ articleId: setup.coffee.id, quantity: 1 }] })
      ).json().id;
    const first = await place();
    expect((await decide(setup, first, 'request_payment')).json().status).toBe('request_payment');
    expect((await decide(setup, first, 'declined')).json().errorCode).toBe(9409);
    expect((await decide(setup, first, 'completed')).json().status).toBe('completed');
    const again = await decide(setup, first, 'completed');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(8001);
    const second = await place();
    expect((await decide(setup, second, 'declined')).json().status).toBe('declined');
    expect((await decide(setup, '8d4c1f3e-0000-4000-8000-000000000000', 'completed')).json().errorCode).toBe(
      1300,
    );
    const pending = await call('GET', `/api/shops/${setup.shopId}/orders?status=completed`, {
      token: setup.ownerToken,
    });
    expect(pending.json().map((entry: { id: string }) => entry.id)).toEqual([first]);
  });

  raceTest('should let exactly one of simultaneous decisions on an order win', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const placed = await order(setup, token, {
      tableNumber: '5',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const answers = await Promise.all(
      ['completed', 'declined', 'completed', 'declined'].map((status) =>
        decide(setup, placed.json().id, status),
      ),
    );
    expectAnswerMix(answers, { '200': 1, '409 8001': 3 });
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().status;
    const stored = await ordersOf(setup);
    expect(stored.map((row) => [row.id, row.status])).toEqual([[placed.json().id, winner]]);
  });

  it('should hide the orders of a shop whose module is off', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    await call('PUT', `/api/flags/shop/${setup.shopId}`, {
      token: setup.adminToken,
      body: { ordersEnabled: false },
    });
    // The table links are hidden too, so the token is one from before the module went off.
    const refused = await order(setup, token, {
      tableNumber: '1',
      tableToken: 'a-token-from-before',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(refused.json().errorCode).toBe(9404);
  });

  it('should list every shop’s orders for the global admin, filtered by shop and status', async () => {
    const first = await cafe();
    const second = await cafe();
    const { token } = await customerToken();
    await order(first, token, { tableNumber: '1', items: [{ articleId: first.coffee.id, quantity: 1 }] });
    await order(second, token, { tableNumber: '1', items: [{ articleId: second.cake.id, quantity: 1 }] });
    const all = await call('GET', '/api/orders', { token: first.adminToken });
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    const one = await call('GET', `/api/orders?shopId=${second.shopId}&status=pending`, {
      token: first.adminToken,
    });
    expect(one.json()).toHaveLength(1);
    expect(one.json()[0]).toMatchObject({
      shopId: second.shopId,
      shopTimezone: 'Europe/Berlin',
      customer: { name: 'Kim Kundin', guest: false },
    });
    expect((await call('GET', '/api/orders', { token: first.ownerToken })).statusCode).toBe(403);
  });
});

describe('what a table order must carry', () => {
  it('should refuse an order without its table’s QR token, to a never-printed table, or with another table’s, another shop’s or a forged token', async () => {
    const setup = await cafe();
    const other = await cafe();
    const guest = await guestCustomerToken();
    const items = [{ articleId: setup.coffee.id, quantity: 1 }];
    const seven = await tableTokenOf(setup, '7');
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await call('POST', `/api/shops/${setup.shopId}/orders`, {
        token: guest,
        body,
        language: 'en',
      });
      return { status: answer.statusCode, errorCode: answer.json().errorCode, fields: answer.json().fields };
    };
    // The probe's request: 50 of an article to a table nobody printed, without a token.
    expect(
      await refusal({ tableNumber: 'VIP-Lounge', items: [{ articleId: setup.coffee.id, quantity: 50 }] }),
    ).toEqual({
      status: 400,
      errorCode: 9400,
      fields: { tableToken: 'Required', 'items.0.quantity': 'Value too large' },
    });
    const invalid = {
      status: 400,
      errorCode: 1303,
      fields: { tableToken: 'Invalid value' },
    };
    expect(await refusal({ tableNumber: 'VIP-Lounge', tableToken: seven, items })).toEqual(invalid);
    expect(await refusal({ tableNumber: '9', tableToken: seven, items })).toEqual(invalid);
    expect(await refusal({ tableNumber: '7', tableToken: await tableTokenOf(other, '7'), items })).toEqual(
      invalid,
    );
    const forged = `${Buffer.from('VIP-Lounge').toString('base64url')}.${seven.split('.')[1]}`;
    expect(await refusal({ tableNumber: 'VIP-Lounge', tableToken: forged, items })).toEqual(invalid);
    expect(await refusal({ tableNumber: '7', tableToken: 'not-a-token', items })).toEqual(invalid);
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([]);
    // The code of table 7 orders to table 7.
    expect((await order(setup, guest, { tableNumber: '7', tableToken: seven, items })).statusCode).toBe(201);
  });

  it('should cap the lines, the quantity of an article and the items of an order (400 9400)', async () => {
    const setup = await cafe();
    const guest = await guestCustomerToken();
    const line = (quantity: number) => ({ articleId: randomUUID(), quantity });
    const refused = async (items: { articleId: string; quantity: number }[]) => {
      const answer = await order(setup, guest, { tableNumber: '1', items });
      return { status: answer.statusCode, errorCode: answer.json().errorCode, fields: answer.json().fields };
    };
    expect(await refused([line(maxLineQuantity + 1)])).toEqual({
      status: 400,
      errorCode: 9400,
      fields: { 'items.0.quantity': 'Value too large' },
    });
    expect(await refused(Array.from({ length: maxOrderLines + 1 }, () => line(1)))).toEqual({
      status: 400,
      errorCode: 9400,
      fields: { items: 'Too long' },
    });
    expect(
      await refused([
        line(maxLineQuantity),
        line(maxLineQuantity),
        line(maxOrderItems - 2 * maxLineQuantity + 1),
      ]),
    ).toEqual({
      status: 400,
      errorCode: 9400,
      fields: { items: 'Value too large' },
    });
    const full = await order(setup, guest, {
      tableNumber: '1',
      items: [
        { articleId: setup.coffee.id, quantity: maxLineQuantity },
        { articleId: setup.cake.id, quantity: maxLineQuantity },
      ],
    });
    expect(full.statusCode).toBe(201);
  });

  raceTest(
    'should take a session’s first orders and refuse the rest of a hundred at once (429 9429)',
    async () => {
      const setup = await cafe();
      const guest = await guestCustomerToken();
      const body = {
        tableNumber: '7',
        tableToken: await tableTokenOf(setup, '7'),
        items: [{ articleId: setup.coffee.id, quantity: 1 }],
      };
      const answers = await Promise.all(Array.from({ length: 100 }, () => order(setup, guest, body)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      const allowed = defaultRateLimits.ordersPerSession.max;
      expect(statuses).toEqual([
        ...Array.from({ length: allowed }, () => 201),
        ...Array.from({ length: 100 - allowed }, () => 429),
      ]);
      expect(
        answers
          .filter((answer) => answer.statusCode === 429)
          .every((answer) => answer.json().errorCode === 9429),
      ).toBe(true);
      const { db } = await getTestPlatform();
      const orders = await db.selectFrom('orders').select('id').where('shop_id', '=', setup.shopId).execute();
      expect(orders).toHaveLength(allowed);
    },
  );

  it('should limit orders per client address across sessions, but not the shop’s own admins', async () => {
    const setup = await cafe();
    const body = {
      tableNumber: '7',
      tableToken: 'not-a-token',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    };
    const perSession = defaultRateLimits.ordersPerSession.max;
    const perAddress = defaultRateLimits.ordersPerIp.max;
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    let sent = 0;
    while (sent < perAddress) {
      const guest = await guestCustomerToken();
      const batch = Math.min(perSession, perAddress - sent);
      const answers = await Promise.all(
        Array.from({ length: batch }, () => order(setup, guest, body, headers)),
      );
      expect(answers.map((answer) => answer.json().errorCode)).toEqual(
        Array.from({ length: batch }, () => 1303),
      );
      sent += batch;
    }
    const fresh = await order(setup, await guestCustomerToken(), body, headers);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().errorCode).toBe(9429);
    expect(fresh.headers['retry-after']).toBeDefined();
    // Another address is not held up, nor the studio's own admin at the limited one.
    expect(
      (await order(setup, await guestCustomerToken(), body, { 'x-forwarded-for': '203.0.113.8' })).json()
        .errorCode,
    ).toBe(1303);
    expect((await order(setup, setup.ownerToken, body, headers)).json().errorCode).toBe(1303);
  });
});

describe('deals on orders', () => {
  async function orderDeal(setup: Cafe, extra: Record<string, unknown>, active = true): Promise<string> {
    const created = await call('POST', '/api/deals', {
      token: setup.adminToken,
      body: {
        title: 'Kaffeepause',
        offerText: '10 % auf die Bestellung',
        description: 'Gilt für jede Bestellung am Tisch.',
        validFrom: '2026-01-01',
        validTo: '2035-12-31',
        shopIds: [setup.shopId],
        ...extra,
      },
    });
    expect(created.statusCode).toBe(201);
    if (active) {
      const switched = await call('PUT', `/api/shops/${setup.shopId}/deals/${created.json().id}/active`, {
        token: setup.ownerToken,
        body: { active: true },
      });
      expect(switched.statusCode).toBe(200);
    }
    return created.json().id;
  }

  it('should take an order percentage off the total and redeem a single-use deal once (2003)', async () => {
    const setup = await cafe();
    const guest = await guestCustomerToken();
    const dealId = await orderDeal(setup, { type: 'order_percentage', percent: 10 });
    const items = [
      { articleId: setup.coffee.id, quantity: 2 },
      { articleId: setup.cake.id, quantity: 1 },
    ];
    const placed = await order(setup, guest, { tableNumber: '7', items, dealId });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotalCents: 1230,
      discountCents: 123,
      totalCents: 1107,
      dealId,
    });
    const again = await order(setup, guest, { tableNumber: '7', items, dealId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(2003);
    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('orders')
      .select('deal_redemption_id')
      .where('id', '=', placed.json().id)
      .executeTakeFirstOrThrow();
    expect(row.deal_redemption_id).not.toBeNull();
  });

  it('should price a bundle only with all its articles, and an article highlight on its articles only', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const bundle = await orderDeal(setup, {
      type: 'bundle_price',
      multiUse: true,
      articleIds: [setup.coffee.id, setup.cake.id],
      bundlePriceCents: 700,
    });
    const withBoth = await order(setup, token, {
      tableNumber: '3',
      items: [
        { articleId: setup.coffee.id, quantity: 1 },
        { articleId: setup.cake.id, quantity: 1 },
      ],
      dealId: bundle,
    });
    expect(withBoth.json()).toMatchObject({ subtotalCents: 840, discountCents: 140, totalCents: 700 });
    const coffeeOnly = await order(setup, token, {
      tableNumber: '3',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
      dealId: bundle,
    });
    expect(coffeeOnly.json()).toMatchObject({ discountCents: 0, totalCents: 390 });
    const highlight = await orderDeal(setup, {
      type: 'article_highlight',
      multiUse: true,
      percent: 50,
      articleIds: [setup.cake.id],
    });
    const highlighted = await order(setup, token, {
      tableNumber: '3',
      items: [
        { articleId: setup.coffee.id, quantity: 1 },
        { articleId: setup.cake.id, quantity: 2 },
      ],
      dealId: highlight,
    });
    expect(highlighted.json()).toMatchObject({ subtotalCents: 1290, discountCents: 450, totalCents: 840 });
  });

  it('should refuse unknown (1000), switched-off or non-order deals (2014)', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const items = [{ articleId: setup.coffee.id, quantity: 1 }];
    const unknown = await order(setup, token, {
      tableNumber: '1',
      items,
      dealId: '8d4c1f3e-0000-4000-8000-000000000000',
    });
    expect(unknown.json().errorCode).toBe(1000);
    const off = await orderDeal(setup, { type: 'order_percentage', percent: 10 }, false);
    expect((await order(setup, token, { tableNumber: '1', items, dealId: off })).json().errorCode).toBe(2014);
    const independent = await orderDeal(setup, { type: 'independent' });
    expect(
      (await order(setup, token, { tableNumber: '1', items, dealId: independent })).json().errorCode,
    ).toBe(2014);
  });

  raceTest('should redeem a single-use deal with exactly one of simultaneous orders', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const dealId = await orderDeal(setup, { type: 'order_percentage', percent: 20 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        order(setup, token, {
          tableNumber: '2',
          items: [{ articleId: setup.coffee.id, quantity: 1 }],
          dealId,
        }),
      ),
    );
    expectAnswerMix(answers, { '201': 1, '409 2003': 4 });
    const won = answers.find((answer) => answer.statusCode === 201)?.json();
    const stored = await ordersOf(setup);
    expect(stored.map((row) => row.id)).toEqual([won.id]);
    const { db } = await getTestPlatform();
    const redemptions = await db
      .selectFrom('deal_redemptions')
      .select('id')
      .where('deal_id', '=', dealId)
      .execute();
    expect(redemptions).toEqual([{ id: stored[0]?.deal_redemption_id }]);
  });
});

describe('order groups', () => {
  it('should group a customer’s orders at one table and total them, declined orders left out', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const first = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 2 }],
    });
    const second = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.cake.id, quantity: 1 }],
    });
    expect(second.json().groupId).toBe(first.json().groupId);
    const declined = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.cake.id, quantity: 3 }],
    });
    await decide(setup, declined.json().id, 'declined');
    const group = await call('GET', `/api/me/order-group?shopId=${setup.shopId}`, { token });
    expect(group.statusCode).toBe(200);
    expect(group.json()).toMatchObject({
      id: first.json().groupId,
      tableNumber: '7',
      totalCents: 1230,
      status: 'open',
    });
    expect(group.json().orders).toHaveLength(3);
    const history = await call('GET', '/api/me/order-groups', { token });
    expect(history.json()[0].id).toBe(first.json().groupId);
  });

  it('should refuse an order at another table while a visit is open (1322)', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    await order(setup, token, { tableNumber: '7', items: [{ articleId: setup.coffee.id, quantity: 1 }] });
    const elsewhere = await order(setup, token, {
      tableNumber: '9',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().errorCode).toBe(1322);
  });

  it('should end a visit after four hours: adding to it answers 1323, a new order opens another', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    testClock.set('2030-03-01T12:00:00Z');
    const first = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const groupId = first.json().groupId;
    testClock.set('2030-03-01T15:59:00Z');
    expect(
      (
        await order(setup, token, {
          tableNumber: '7',
          groupId,
          items: [{ articleId: setup.coffee.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
    testClock.set('2030-03-01T16:00:00Z');
    const late = await order(setup, token, {
      tableNumber: '7',
      groupId,
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe(1323);
    expect(
      (await call('GET', `/api/me/order-group?shopId=${setup.shopId}`, { token })).json().errorCode,
    ).toBe(1321);
    // At another table now: the old visit has ended, so no 1322.
    const next = await order(setup, token, {
      tableNumber: '9',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().groupId).not.toBe(groupId);
  });

  it('should answer 1321 without a visit and for another customer’s visit', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const stranger = await customerToken('Someone Else');
    const none = await call('GET', `/api/me/order-group?shopId=${setup.shopId}`, { token });
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe(1321);
    const placed = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const foreign = await order(setup, stranger.token, {
      tableNumber: '7',
      groupId: placed.json().groupId,
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(foreign.json().errorCode).toBe(1321);
  });

  it('should let the shop close a visit: 1323 to add to it, and a new one for the next order', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const placed = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const groupId = placed.json().groupId;
    const closed = await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/close`, {
      token: setup.ownerToken,
    });
    expect(closed.json().status).toBe('closed');
    const twice = await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/close`, {
      token: setup.ownerToken,
    });
    expect(twice.json().errorCode).toBe(1323);
    const added = await order(setup, token, {
      tableNumber: '7',
      groupId,
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(added.json().errorCode).toBe(1323);
    const fresh = await order(setup, token, {
      tableNumber: '8',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    expect(fresh.json().groupId).not.toBe(groupId);
  });

  it('should show on the board that a table asks for the bill, and that the shop closed its visit', async () => {
    const setup = await cafe();
    const other = await cafe();
    const { token } = await customerToken();
    const placed = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const groupId = placed.json().groupId;
    const board = async () =>
      (await call('GET', `/api/shops/${setup.shopId}/orders`, { token: setup.ownerToken })).json()[0].visit;
    expect(await board()).toEqual({ paymentRequestedAt: null, closedAt: null });

    await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/request-payment`, { token });
    expect((await board()).paymentRequestedAt).not.toBeNull();
    // Another shop's admin can neither close the visit nor read it.
    const foreign = await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/close`, {
      token: other.ownerToken,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await board()).closedAt).toBeNull();

    await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/close`, {
      token: setup.ownerToken,
    });
    expect((await board()).closedAt).not.toBeNull();
  });

  it('should not return another shop’s order groups on the board', async () => {
    const setup = await cafe();
    const other = await cafe();
    const { token } = await customerToken();
    await order(setup, token, { tableNumber: '7', items: [{ articleId: setup.coffee.id, quantity: 1 }] });
    const mine = await call('GET', `/api/shops/${other.shopId}/orders`, { token: other.ownerToken });
    expect(mine.json()).toEqual([]);
    const theirs = await call('GET', `/api/shops/${setup.shopId}/orders`, { token: other.ownerToken });
    expect(theirs.statusCode).toBe(403);
  });

  it('should refuse to ask for payment of a visit with nothing to pay (1320)', async () => {
    const setup = await cafe();
    const { token } = await customerToken();
    const placed = await order(setup, token, {
      tableNumber: '7',
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    });
    const groupId = placed.json().groupId;
    await decide(setup, placed.json().id, 'declined');
    const empty = await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/request-payment`, {
      token,
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().errorCode).toBe(1320);
    await order(setup, token, { tableNumber: '7', items: [{ articleId: setup.coffee.id, quantity: 1 }] });
    const asked = await call('POST', `/api/shops/${setup.shopId}/order-groups/${groupId}/request-payment`, {
      token,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().paymentRequestedAt).not.toBeNull();
  });
});

describe('the order board feed', () => {
  const feeds = {
    'told by the database': async () => {
      const { db, database } = await getTestPlatform();
      const notifications = createChangeNotifications(database.access);
      const feed = createOrderBoardFeed(db, notifications);
      return { feed, close: () => notifications.close() };
    },
    'asking every 20 ms': async () => {
      const { db } = await getTestPlatform();
      return { feed: createOrderBoardFeed(db, undefined, 20), close: async () => undefined };
    },
  };

  for (const [kind, openFeed] of Object.entries(feeds)) {
    it(`should hand every new or changed order of the shop to its watchers once per change, ${kind}`, async () => {
      const setup = await cafe();
      const other = await cafe();
      const { token } = await customerToken();
      const { feed, close } = await openFeed();
      const seen: { id: string; status: string }[] = [];
      const stop = feed.watch(setup.shopId, (order) => seen.push({ id: order.id, status: order.status }));
      try {
        const placed = await order(setup, token, {
          tableNumber: '7',
          items: [{ articleId: setup.coffee.id, quantity: 1 }],
        });
        await order(other, token, { tableNumber: '7', items: [{ articleId: other.coffee.id, quantity: 1 }] });
        await expect.poll(() => seen.map((entry) => entry.status), { timeout: 5000 }).toEqual(['pending']);
        await decide(setup, placed.json().id, 'completed');
        await expect
          .poll(() => seen.map((entry) => entry.status), { timeout: 5000 })
          .toEqual(['pending', 'completed']);
        expect(new Set(seen.map((entry) => entry.id))).toEqual(new Set([placed.json().id]));
      } finally {
        stop();
        feed.close();
        await close();
      }
    });
  }

  it('should not read the database while nothing changes, however many boards are open', async () => {
    const shops = await Promise.all([cafe(), cafe(), cafe()]);
    const { feed, close } = await feeds['told by the database']();
    const stops = shops.flatMap((shop) => [
      feed.watch(shop.shopId, () => {}),
      feed.watch(shop.shopId, () => {}),
    ]);
    try {
      // Each shop's reader reads once when it starts.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const statements = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(statements).not.toHaveBeenCalled();
      statements.mockRestore();
    } finally {
      for (const stop of stops) stop();
      feed.close();
      await close();
    }
  });
});

describe('tables', () => {
  it('should hand out signed table links whose token names the table, and refuse a forged one', async () => {
    const setup = await cafe();
    const other = await cafe();
    const links = await call('GET', `/api/shops/${setup.shopId}/tables/links?tables=1-3,7`, {
      token: setup.ownerToken,
    });
    expect(links.json().map((link: { tableNumber: string }) => link.tableNumber)).toEqual([
      '1',
      '2',
      '3',
      '7',
    ]);
    const seven = new URL(links.json()[3].url);
    expect(seven.pathname).toBe(`/partner/${setup.shopId}/app`);
    const token = seven.searchParams.get('table') ?? '';
    expect(token).not.toBe('7');
    const table = await call('GET', `/api/shops/${setup.shopId}/tables/${encodeURIComponent(token)}`);
    expect(table.json()).toEqual({ tableNumber: '7' });
    const forged = `${Buffer.from('9').toString('base64url')}.${token.split('.')[1]}`;
    expect((await call('GET', `/api/shops/${setup.shopId}/tables/${forged}`)).statusCode).toBe(404);
    // The last character of a 16-byte signature has four spare bits: changed there, it is still refused.
    const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = token.replace(/.$/, (last) => base64url[base64url.indexOf(last) ^ 1] ?? last);
    expect((await call('GET', `/api/shops/${setup.shopId}/tables/${respelled}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/shops/${other.shopId}/tables/${encodeURIComponent(token)}`)).statusCode,
    ).toBe(404);
  });

  it('should render the A4 sheet of QR codes as a PDF', async () => {
    const setup = await cafe();
    const sheet = await call('GET', `/api/shops/${setup.shopId}/tables/sheet.pdf?tables=1-8`, {
      token: setup.ownerToken,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Eight tables at six a page: two pages.
    expect(sheet.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const bad = await call('GET', `/api/shops/${setup.shopId}/tables/sheet.pdf?tables=9-1`, {
      token: setup.ownerToken,
    });
    expect(bad.json().errorCode).toBe(9400);
  });

  it('should refuse the board’s stream without Accept: text/event-stream', async () => {
    const setup = await cafe();
    const answer = await call('GET', `/api/shops/${setup.shopId}/orders/events`, { token: setup.ownerToken });
    expect(answer.json().errorCode).toBe(9400);
  });
});
