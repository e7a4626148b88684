// The dashboard's loyalty figures come from the stamp card's log and the live card: stamps
// confirmed in the last 30 days, and the checklist's stamp card once a card is live.
import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, testClock } from '../support/test-platform.ts';

const dayMs = 24 * 60 * 60 * 1000;
const card = { title: 'Stempelkarte', imageUrl: '/uploads/card.webp', redeemCount: 10 };

async function dashboardOf(shopId: string, token: string) {
  const response = await call('GET', `/api/shops/${shopId}/dashboard`, { token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('dashboard loyalty figures', () => {
  it('should tick the stamp card once a card is live and count the stamps of the last 30 days', async () => {
    const shop = await createShop();
    const owner = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));

    // The owner's own card waits for approval: not set up yet.
    expect(
      (await call('PUT', `/api/shops/${shop.id}/stamp-card`, { token: owner, body: card })).statusCode,
    ).toBe(200);
    expect((await dashboardOf(shop.id, owner)).checklist.stampCards).toBe(false);

    expect(
      (await call('PUT', `/api/shops/${shop.id}/stamp-card`, { token: admin, body: card })).statusCode,
    ).toBe(200);
    const customer = await tokenFor(await createUser());
    const requested = await call('POST', `/api/shops/${shop.id}/stamp-card/requests`, {
      token: customer,
      body: { action: 'stamp', count: 3 },
    });
    expect(requested.statusCode).toBe(201);
    const confirmed = await call(
      'POST',
      `/api/shops/${shop.id}/stamp-card/requests/${requested.json().id}/confirm`,
      {
        token: owner,
      },
    );
    expect(confirmed.statusCode).toBe(200);

    const now = await dashboardOf(shop.id, owner);
    expect(now.checklist.stampCards).toBe(true);
    expect(now.stampsLast30Days).toBe(3);

    // Thirty-one days on, those stamps are outside the window.
    testClock.set(testClock.now() + 31 * dayMs);
    expect((await dashboardOf(shop.id, owner)).stampsLast30Days).toBe(0);
  });
});
