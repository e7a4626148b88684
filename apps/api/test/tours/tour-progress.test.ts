import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

const progress = (tour: string, change: Record<string, unknown> = {}) => ({
  tour,
  stepId: null,
  completed: false,
  offerDismissed: false,
  ...change,
});

async function ownerToken() {
  const shop = await createShop();
  return tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
}

describe('tour progress (me/tour-progress)', () => {
  it('should start with no progress, then keep each tour’s entry', async () => {
    const token = await ownerToken();
    expect((await call('GET', '/api/me/tour-progress', { token })).json()).toEqual([]);

    const saved = await call('PUT', '/api/me/tour-progress', {
      token,
      body: progress('shopAdmin', { stepId: 'team', offerDismissed: true }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(progress('shopAdmin', { stepId: 'team', offerDismissed: true }));
    await call('PUT', '/api/me/tour-progress', { token, body: progress('globalAdmin', { completed: true }) });
    // Saving again replaces the entry as a whole.
    await call('PUT', '/api/me/tour-progress', {
      token,
      body: progress('shopAdmin', { stepId: 'slots', offerDismissed: true }),
    });

    expect((await call('GET', '/api/me/tour-progress', { token })).json()).toEqual([
      progress('globalAdmin', { completed: true }),
      progress('shopAdmin', { stepId: 'slots', offerDismissed: true }),
    ]);
  });

  it('should refuse an unknown tour or an empty step', async () => {
    const token = await ownerToken();
    for (const body of [
      progress('customerTour'),
      progress('shopAdmin', { stepId: '' }),
      { tour: 'shopAdmin' },
    ]) {
      const refused = await call('PUT', '/api/me/tour-progress', { token, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errorCode).toBe(9400);
    }
  });

  it('should need a signed-in account', async () => {
    expect((await call('GET', '/api/me/tour-progress')).statusCode).toBe(401);
    expect((await call('PUT', '/api/me/tour-progress', { body: progress('shopAdmin') })).statusCode).toBe(
      401,
    );
  });

  it("should not show or change another shop's owner's tour progress", async () => {
    const first = await ownerToken();
    const other = await ownerToken();
    await call('PUT', '/api/me/tour-progress', {
      token: first,
      body: progress('shopAdmin', { stepId: 'deals' }),
    });
    await call('PUT', '/api/me/tour-progress', {
      token: other,
      body: progress('shopAdmin', { completed: true }),
    });
    expect((await call('GET', '/api/me/tour-progress', { token: first })).json()).toEqual([
      progress('shopAdmin', { stepId: 'deals' }),
    ]);
    expect((await call('GET', '/api/me/tour-progress', { token: other })).json()).toEqual([
      progress('shopAdmin', { completed: true }),
    ]);
  });
});
