import { describe, expect, it } from 'vitest';
import { createShop, createUser, fixturePassword, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

describe('POST /api/auth/login', () => {
  it('should return a token carrying the role and shop of a shop admin', async () => {
    const shop = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id, email: 'Owner@Example.com' });

    const response = await call('POST', '/api/auth/login', {
      body: { email: 'owner@example.com', password: fixturePassword },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      uid: owner.id,
      email: 'Owner@Example.com',
      name: 'Test User',
      role: 'shopAdmin',
      shopId: shop.id,
      shopLevel: 'owner',
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    });
    const { tokens } = await getTestPlatform();
    expect(await tokens.verify(body.token)).toEqual({
      uid: owner.id,
      role: 'shopAdmin',
      shopId: shop.id,
      generation: 0,
      tokenId: expect.any(String),
      expiresAt: expect.any(Date),
    });
  });

  it('should give a wrong password and an unknown email the same answer', async () => {
    await createUser({ email: 'known@example.com' });
    const wrongPassword = await call('POST', '/api/auth/login', {
      body: { email: 'known@example.com', password: 'not-the-password' },
    });
    const unknownEmail = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().errorCode).toBe(1100);
  });

  it('should tell a disabled user only after a correct password', async () => {
    await createUser({ email: 'disabled@example.com', disabled: true });
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: 'disabled@example.com', password: 'guess' },
    });
    expect(wrong.json().errorCode).toBe(1100);
    const right = await call('POST', '/api/auth/login', {
      body: { email: 'disabled@example.com', password: fixturePassword },
      language: 'en',
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      errorCode: 1101,
      message: 'Your account is disabled, please contact customer support.',
    });
  });

  it('should name the invalid fields in the user language', async () => {
    const response = await call('POST', '/api/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 9400,
      message: 'Die Eingabe ist ungültig.',
      fields: { email: 'Die E-Mail-Adresse ist ungültig', password: 'Pflichtfeld' },
    });
  });

  it('should record the time of the last login', async () => {
    const user = await createUser();
    await call('POST', '/api/auth/login', { body: { email: user.email, password: fixturePassword } });
    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.last_login_at).toBeInstanceOf(Date);
  });
});

describe('GET /api/me', () => {
  it('should return the signed-in user', async () => {
    const user = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/api/me', { token: await tokenFor(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uid: user.id, role: 'globalAdmin', shopId: null });
  });

  it('should refuse a request without a token', async () => {
    const response = await call('GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should refuse a forged token', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await call('GET', '/api/me', { token: forged });
    expect(response.statusCode).toBe(401);
  });

  it("should stop a disabled user's existing token at once", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    expect((await call('GET', '/api/me', { token })).statusCode).toBe(200);

    const { db } = await getTestPlatform();
    await db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();

    const response = await call('GET', '/api/me', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });
});

describe('POST /api/auth/guest', () => {
  it('should issue a guest appUser identity', async () => {
    const response = await call('POST', '/api/auth/guest');
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({ role: 'appUser', guest: true, shopId: null });
    const me = await call('GET', '/api/me', { token });
    expect(me.json()).toMatchObject({ uid: user.uid, guest: true });
  });
});
