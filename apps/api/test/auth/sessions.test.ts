import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createUser, fixturePassword, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function logIn(email: string) {
  const response = await call('POST', '/api/auth/login', { body: { email, password: fixturePassword } });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

// The secret of the test platform's token signer (test-platform.ts).
const testSecret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

describe('POST /api/auth/logout', () => {
  it('should end the token of the request and keep the other devices signed in', async () => {
    const user = await createUser({ email: 'me@example.com' });
    const phone = await logIn(user.email);
    const laptop = await logIn(user.email);

    const response = await call('POST', '/api/auth/logout', { token: phone });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const after = await call('GET', '/api/me', { token: phone, language: 'en' });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe(9401);
    expect((await call('POST', '/api/auth/logout', { token: phone })).statusCode).toBe(401);
    expect((await call('GET', '/api/me', { token: laptop })).statusCode).toBe(200);
    // Signing in again gives a working token.
    expect((await call('GET', '/api/me', { token: await logIn(user.email) })).statusCode).toBe(200);
  });

  it('should answer 401 without a token', async () => {
    const response = await call('POST', '/api/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should end a guest token too', async () => {
    const guest = (await call('POST', '/api/auth/guest')).json().token;
    expect((await call('POST', '/api/auth/logout', { token: guest })).statusCode).toBe(204);
    expect((await call('GET', '/api/me', { token: guest })).statusCode).toBe(401);
  });

  it('should keep an ended token only until it would have expired', async () => {
    const user = await createUser();
    await call('POST', '/api/auth/logout', { token: await tokenFor(user) });
    const { db } = await getTestPlatform();
    const [ended] = await db.selectFrom('ended_session_tokens').selectAll().execute();
    const daysLeft = ((ended?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    // The next sign-out drops ended tokens that have expired meanwhile.
    await db
      .updateTable('ended_session_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await call('POST', '/api/auth/logout', { token: await tokenFor(user) });
    expect(await db.selectFrom('ended_session_tokens').selectAll().execute()).toHaveLength(1);
  });
});

describe('disabling an account', () => {
  it('should not make old tokens valid again when the account is enabled again', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const adminToken = await tokenFor(admin);
    const user = await createUser({ email: 'member@example.com' });
    const old = await logIn(user.email);

    await call('PUT', `/api/users/${user.id}`, { token: adminToken, body: { disabled: true } });
    await call('PUT', `/api/users/${user.id}`, { token: adminToken, body: { disabled: false } });
    expect((await call('GET', '/api/me', { token: old })).statusCode).toBe(401);
    expect((await call('GET', '/api/me', { token: await logIn(user.email) })).statusCode).toBe(200);
  });

  it('should keep the sessions of an account whose other fields change', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const user = await createUser();
    const token = await logIn(user.email);
    await call('PUT', `/api/users/${user.id}`, { token: await tokenFor(admin), body: { name: 'New Name' } });
    expect((await call('GET', '/api/me', { token })).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  async function forged(claims: { exp?: number; jti?: string; sub: string }) {
    let jwt = new SignJWT({ role: 'globalAdmin', shopId: null, gen: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('studio-platform')
      .setIssuedAt();
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    if (claims.jti !== undefined) jwt = jwt.setJti(claims.jti);
    return jwt.sign(testSecret);
  }

  it('should refuse a correctly signed token without an expiry', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/api/me', {
      token: await forged({ sub: admin.id, jti: 'no-expiry' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should refuse a token without an id, which no sign-out could end', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const exp = Math.floor(Date.now() / 1000) + 3600;
    expect((await call('GET', '/api/me', { token: await forged({ sub: admin.id, exp }) })).statusCode).toBe(
      401,
    );
    // The same token with an id and an expiry is accepted: the signer is the platform's.
    const complete = await forged({ sub: admin.id, exp, jti: 'complete' });
    expect((await call('GET', '/api/me', { token: complete })).statusCode).toBe(200);
  });
});
