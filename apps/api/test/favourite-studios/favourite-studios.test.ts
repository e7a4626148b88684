import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

async function customer() {
  return tokenFor(await createUser());
}

async function favouritesOf(token: string) {
  const response = await call('GET', '/api/me/favourite-studios', { token });
  expect(response.statusCode).toBe(200);
  return response.json() as { shopId: string; name: string }[];
}

describe('favourite studios', () => {
  it('should keep a customer’s favourite live studios, newest first, until unmarked', async () => {
    const token = await customer();
    const first = await createShop({ name: 'Erste Liebe' });
    const second = await createShop({ name: 'Zweite Wahl' });

    expect((await call('PUT', `/api/me/favourite-studios/${first.id}`, { token })).statusCode).toBe(204);
    expect((await call('PUT', `/api/me/favourite-studios/${second.id}`, { token })).statusCode).toBe(204);
    // Marking again changes nothing.
    expect((await call('PUT', `/api/me/favourite-studios/${first.id}`, { token })).statusCode).toBe(204);

    const marked = await favouritesOf(token);
    expect(marked.map((studio) => studio.name).sort()).toEqual(['Erste Liebe', 'Zweite Wahl']);
    expect(marked).toHaveLength(2);

    expect((await call('DELETE', `/api/me/favourite-studios/${first.id}`, { token })).statusCode).toBe(204);
    expect((await favouritesOf(token)).map((studio) => studio.shopId)).toEqual([second.id]);
    expect((await call('DELETE', `/api/me/favourite-studios/${first.id}`, { token })).statusCode).toBe(204);
  });

  it('should refuse a studio that is unknown or not live, and ask for a sign-in', async () => {
    const token = await customer();
    const pending = await createShop({ status: 'pending' });

    const notLive = await call('PUT', `/api/me/favourite-studios/${pending.id}`, { token });
    expect(notLive.statusCode).toBe(404);
    expect(notLive.json().errorCode).toBe(1001);
    const unknown = await call('PUT', `/api/me/favourite-studios/${randomUUID()}`, { token });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/me/favourite-studios')).statusCode).toBe(401);
    expect(await favouritesOf(token)).toEqual([]);
  });

  it('should not return another customer’s favourite studios', async () => {
    const shop = await createShop();
    const owner = await customer();
    const other = await customer();
    await call('PUT', `/api/me/favourite-studios/${shop.id}`, { token: owner });

    expect(await favouritesOf(other)).toEqual([]);
    // Unmarking as someone else leaves the owner's mark alone.
    await call('DELETE', `/api/me/favourite-studios/${shop.id}`, { token: other });
    expect((await favouritesOf(owner)).map((studio) => studio.shopId)).toEqual([shop.id]);
  });

  it('should not return another shop’s favourites to a shop admin', async () => {
    const shop = await createShop();
    const otherShop = await createShop();
    const fan = await customer();
    await call('PUT', `/api/me/favourite-studios/${otherShop.id}`, { token: fan });
    const admin = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));

    expect(await favouritesOf(admin)).toEqual([]);
  });
});
