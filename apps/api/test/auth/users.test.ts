import { describe, expect, it } from 'vitest';
import {
  createShop,
  createUser,
  fixturePassword,
  lastLinkToken,
  outboxMails,
  tokenFor,
} from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function asAdmin() {
  const admin = await createUser({ role: 'globalAdmin', email: 'root@example.com', name: 'Root' });
  return { admin, token: await tokenFor(admin) };
}

describe('GET /api/users', () => {
  it('should list accounts newest first without guests', async () => {
    const { db } = await getTestPlatform();
    const { token, admin } = await asAdmin();
    const older = await createUser({ email: 'older@example.com', name: 'Older' });
    const newer = await createUser({ email: 'newer@example.com', name: 'Newer', emailVerified: false });
    await createUser({ guest: true });
    await db
      .updateTable('users')
      .set({ created_at: new Date('2024-01-01T00:00:00Z') })
      .where('id', '=', admin.id)
      .execute();
    await db
      .updateTable('users')
      .set({ created_at: new Date('2024-02-01T00:00:00Z') })
      .where('id', '=', older.id)
      .execute();
    await db
      .updateTable('users')
      .set({ created_at: new Date('2024-03-01T00:00:00Z') })
      .where('id', '=', newer.id)
      .execute();
    await call('POST', '/api/auth/login', {
      body: { email: 'older@example.com', password: fixturePassword },
    });

    const response = await call('GET', '/api/users', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const users = response.json();
    expect(users.map((user: { email: string }) => user.email)).toEqual([
      'newer@example.com',
      'older@example.com',
      'root@example.com',
    ]);
    expect(users[0]).toEqual({
      uid: newer.id,
      name: 'Newer',
      email: 'newer@example.com',
      role: 'appUser',
      shopId: null,
      disabled: false,
      emailVerified: false,
      lastLoginAt: null,
      createdAt: '2024-03-01T00:00:00.000Z',
    });
    expect(users[1].lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(users[1]).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(users)).not.toContain('argon2');
  });

  it('should find accounts by part of the name or email, case-insensitively', async () => {
    const { token } = await asAdmin();
    await createUser({ email: 'lena@studio.example', name: 'Lena Berg' });
    await createUser({ email: 'tom@example.com', name: 'Tom 100%_Sure' });
    const byName = await call('GET', '/api/users?search=BERG', { token });
    expect(byName.json().map((user: { name: string }) => user.name)).toEqual(['Lena Berg']);
    const byEmail = await call('GET', '/api/users?search=studio.example', { token });
    expect(byEmail.json()).toHaveLength(1);
    const wildcard = await call('GET', `/api/users?search=${encodeURIComponent('%_')}`, { token });
    expect(wildcard.json().map((user: { name: string }) => user.name)).toEqual(['Tom 100%_Sure']);
  });

  it('should page with limit and offset', async () => {
    const { token } = await asAdmin();
    for (let index = 0; index < 4; index++) await createUser();
    const page = await call('GET', '/api/users?limit=2&offset=1', { token });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('5');
    const bad = await call('GET', '/api/users?limit=0', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('limit');
  });

  it('should not let a shop admin, an app user, a guest or anonymous callers list users', async () => {
    const shop = await createShop();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const appUser = await createUser();
    const guest = await createUser({ guest: true });
    for (const user of [shopAdmin, appUser, guest]) {
      const response = await call('GET', '/api/users', { token: await tokenFor(user) });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(9403);
    }
    const anonymous = await call('GET', '/api/users');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(9401);
  });
});

describe('POST /api/users', () => {
  it('should create an account that can log in', async () => {
    const { token } = await asAdmin();
    const response = await call('POST', '/api/users', {
      token,
      body: { name: 'Neue Kundin', email: 'neu@example.com', password: 'initial-password' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      uid: expect.any(String),
      name: 'Neue Kundin',
      email: 'neu@example.com',
      role: 'appUser',
      shopId: null,
      disabled: false,
      emailVerified: false,
      lastLoginAt: null,
    });
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'neu@example.com', password: 'initial-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('should create a shop admin of an existing shop', async () => {
    const { token } = await asAdmin();
    const shop = await createShop();
    const response = await call('POST', '/api/users', {
      token,
      body: {
        name: 'Inhaberin',
        email: 'owner@example.com',
        password: 'initial-password',
        role: 'shopAdmin',
        shopId: shop.id,
        emailVerified: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'shopAdmin', shopId: shop.id, emailVerified: true });
  });

  it('should want a shop for a shop admin and none for other roles', async () => {
    const { token } = await asAdmin();
    const shop = await createShop();
    const base = { name: 'X', email: 'x@example.com', password: 'initial-password' };
    const noShop = await call('POST', '/api/users', { token, body: { ...base, role: 'shopAdmin' } });
    expect(noShop.statusCode).toBe(400);
    expect(noShop.json().fields).toHaveProperty('shopId');
    const appUserWithShop = await call('POST', '/api/users', { token, body: { ...base, shopId: shop.id } });
    expect(appUserWithShop.statusCode).toBe(400);
    const unknownShop = await call('POST', '/api/users', {
      token,
      body: { ...base, role: 'shopAdmin', shopId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json().errorCode).toBe(1001);
  });

  it('should refuse a taken email with 9409 and bad input with 9400', async () => {
    const { token } = await asAdmin();
    await createUser({ email: 'taken@example.com' });
    const taken = await call('POST', '/api/users', {
      token,
      body: { name: 'X', email: 'TAKEN@example.com', password: 'initial-password' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe(9409);

    const bad = await call('POST', '/api/users', {
      token,
      body: { name: '', email: 'nope', password: 'short', role: 'emperor' },
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Required',
      email: 'The email address is invalid',
      password: 'Too short',
      role: 'Invalid value',
    });
  });

  it('should not let a shop admin create users', async () => {
    const shop = await createShop();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const response = await call('POST', '/api/users', {
      token: await tokenFor(shopAdmin),
      body: { name: 'X', email: 'x@example.com', password: 'initial-password', role: 'globalAdmin' },
    });
    expect(response.statusCode).toBe(403);
    const { db } = await getTestPlatform();
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'x@example.com').execute(),
    ).toHaveLength(0);
  });
});

describe('PUT /api/users/:uid', () => {
  it('should disable an account, ending its sessions for good, and enable it again', async () => {
    const { token } = await asAdmin();
    const user = await createUser({ email: 'member@example.com' });
    const userToken = await tokenFor(user);

    const disabled = await call('PUT', `/api/users/${user.id}`, { token, body: { disabled: true } });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ uid: user.id, disabled: true });
    expect((await call('GET', '/api/me', { token: userToken })).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', {
      body: { email: user.email, password: fixturePassword },
    });
    expect(login.json().errorCode).toBe(1101);

    await call('PUT', `/api/users/${user.id}`, { token, body: { disabled: false } });
    // Enabling the account again does not bring the sessions of before back.
    expect((await call('GET', '/api/me', { token: userToken })).statusCode).toBe(401);
    const again = await call('POST', '/api/auth/login', {
      body: { email: user.email, password: fixturePassword },
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/me', { token: again.json().token })).statusCode).toBe(200);
  });

  it('should change name, role and shop, and the change applies to existing tokens at once', async () => {
    const { token } = await asAdmin();
    const shop = await createShop();
    const user = await createUser();
    const userToken = await tokenFor(user);

    const promoted = await call('PUT', `/api/users/${user.id}`, {
      token,
      body: { name: 'Promoted', role: 'shopAdmin', shopId: shop.id },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ name: 'Promoted', role: 'shopAdmin', shopId: shop.id });
    expect((await call('GET', `/api/shops/${shop.id}`, { token: userToken })).statusCode).toBe(200);

    const demoted = await call('PUT', `/api/users/${user.id}`, { token, body: { role: 'appUser' } });
    expect(demoted.json()).toMatchObject({ role: 'appUser', shopId: null });
    const flags = await call('PUT', `/api/flags/shop/${shop.id}`, {
      token: userToken,
      body: { dealsEnabled: false },
    });
    expect(flags.statusCode).toBe(403);
  });

  it('should mark a changed email unverified and mail a verification link to it', async () => {
    const { token } = await asAdmin();
    const user = await createUser({ email: 'old@example.com' });
    const response = await call('PUT', `/api/users/${user.id}`, {
      token,
      body: { email: 'new@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new@example.com', emailVerified: false });
    const verify = await lastLinkToken('new@example.com', 'verifyEmail');
    expect((await call('POST', '/api/auth/verify-email', { body: { token: verify } })).statusCode).toBe(200);
  });

  it('should refuse an email another account uses with 9409', async () => {
    const { token } = await asAdmin();
    await createUser({ email: 'taken@example.com' });
    const user = await createUser();
    const response = await call('PUT', `/api/users/${user.id}`, {
      token,
      body: { email: 'Taken@example.com' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('should not let a global admin disable itself or drop its own role', async () => {
    const { admin, token } = await asAdmin();
    const disable = await call('PUT', `/api/users/${admin.id}`, { token, body: { disabled: true } });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().errorCode).toBe(9409);
    const demote = await call('PUT', `/api/users/${admin.id}`, { token, body: { role: 'appUser' } });
    expect(demote.statusCode).toBe(409);
    const rename = await call('PUT', `/api/users/${admin.id}`, { token, body: { name: 'Still Root' } });
    expect(rename.statusCode).toBe(200);
    expect((await call('GET', '/api/me', { token })).json()).toMatchObject({
      role: 'globalAdmin',
      name: 'Still Root',
    });
  });

  it('should answer an unknown, malformed or guest id with 9404', async () => {
    const { token } = await asAdmin();
    const guest = await createUser({ guest: true });
    for (const uid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', guest.id]) {
      const response = await call('PUT', `/api/users/${uid}`, { token, body: { name: 'X' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe(9404);
    }
  });

  it('should not let a shop admin disable another account', async () => {
    const shop = await createShop();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const victim = await createUser();
    const response = await call('PUT', `/api/users/${victim.id}`, {
      token: await tokenFor(shopAdmin),
      body: { disabled: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/api/me', { token: await tokenFor(victim) })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/:uid', () => {
  it('should delete an account with its tokens', async () => {
    const { token } = await asAdmin();
    const user = await createUser({ emailVerified: false });
    await call('POST', '/api/auth/resend-verification', { body: { email: user.email } });
    const response = await call('DELETE', `/api/users/${user.id}`, { token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(0);
    expect(await db.selectFrom('auth_tokens').selectAll().execute()).toHaveLength(0);
    expect((await call('GET', '/api/me', { token: await tokenFor(user) })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${user.id}`, { token })).statusCode).toBe(404);
  });

  it('should not let a global admin delete itself', async () => {
    const { admin, token } = await asAdmin();
    const response = await call('DELETE', `/api/users/${admin.id}`, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(9409);
  });

  it('should not let an app user delete accounts', async () => {
    const user = await createUser();
    const other = await createUser();
    const response = await call('DELETE', `/api/users/${other.id}`, { token: await tokenFor(user) });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/users/:uid/send-password-reset', () => {
  it('should mail the account a working reset link', async () => {
    const { token } = await asAdmin();
    const user = await createUser({ email: 'forgetful@example.com', locale: 'vi' });
    const response = await call('POST', `/api/users/${user.id}/send-password-reset`, { token });
    expect(response.statusCode).toBe(202);
    const [mail] = await outboxMails('forgetful@example.com');
    expect(mail?.subject).toBe('Đặt lại mật khẩu');
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: await lastLinkToken(user.email, 'resetPassword'), password: 'brand-new' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('should refuse a disabled account with 9409', async () => {
    const { token } = await asAdmin();
    const user = await createUser({ disabled: true });
    const response = await call('POST', `/api/users/${user.id}/send-password-reset`, { token });
    expect(response.statusCode).toBe(409);
    expect(await outboxMails()).toHaveLength(0);
  });

  it('should not let a shop admin send reset mails', async () => {
    const shop = await createShop();
    const shopAdmin = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const user = await createUser();
    const response = await call('POST', `/api/users/${user.id}/send-password-reset`, {
      token: await tokenFor(shopAdmin),
    });
    expect(response.statusCode).toBe(403);
    expect(await outboxMails()).toHaveLength(0);
  });
});
