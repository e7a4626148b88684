import { describe, expect, it } from 'vitest';
import { createUser, fixturePassword, lastLinkToken, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

async function logIn(email: string, password: string) {
  return call('POST', '/api/auth/login', { body: { email, password } });
}

describe('PUT /api/me/password', () => {
  it('should change the password given the current one', async () => {
    const user = await createUser({ email: 'me@example.com' });
    const response = await call('PUT', '/api/me/password', {
      token: await tokenFor(user),
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, token: expect.any(String) });
    expect((await logIn('me@example.com', fixturePassword)).statusCode).toBe(401);
    expect((await logIn('me@example.com', 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('should sign out the other sessions and go on with the new token', async () => {
    const user = await createUser();
    const here = await tokenFor(user);
    const elsewhere = (await logIn(user.email, fixturePassword)).json().token;
    const response = await call('PUT', '/api/me/password', {
      token: here,
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    for (const token of [here, elsewhere]) {
      expect((await call('GET', '/api/me', { token })).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/me', { token: response.json().token })).statusCode).toBe(200);
  });

  it('should refuse a wrong current password with 1100', async () => {
    const user = await createUser({ email: 'me@example.com' });
    const response = await call('PUT', '/api/me/password', {
      token: await tokenFor(user),
      body: { currentPassword: 'not-it', newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(1100);
    expect((await logIn('me@example.com', fixturePassword)).statusCode).toBe(200);
  });

  it('should make reset links mailed before the change invalid', async () => {
    const user = await createUser({ email: 'me@example.com' });
    await call('POST', '/api/users/reset-password', { body: { email: 'me@example.com' } });
    const resetToken = await lastLinkToken('me@example.com', 'resetPassword');
    await call('PUT', '/api/me/password', {
      token: await tokenFor(user),
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: resetToken, password: 'hijack' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('should refuse a short new password, guests and anonymous callers', async () => {
    const user = await createUser();
    const short = await call('PUT', '/api/me/password', {
      token: await tokenFor(user),
      body: { currentPassword: fixturePassword, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');

    const guest = await createUser({ guest: true });
    const asGuest = await call('PUT', '/api/me/password', {
      token: await tokenFor(guest),
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    expect(asGuest.statusCode).toBe(403);

    const anonymous = await call('PUT', '/api/me/password', {
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(9401);
  });
});

describe('PUT /api/me/email', () => {
  it('should change the email, mark it unverified, mail a link to it and tell the old address', async () => {
    const user = await createUser({ email: 'old@example.com', locale: 'en' });
    const token = await tokenFor(user);
    const response = await call('PUT', '/api/me/email', {
      token,
      body: { password: fixturePassword, newEmail: 'new@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uid: user.id, email: 'new@example.com', emailVerified: false });

    const [notice] = await outboxMails('old@example.com');
    expect(notice).toMatchObject({ kind: 'email_changed', subject: 'Your email address was changed' });
    expect(notice?.text_body).toContain('new@example.com');

    expect((await logIn('old@example.com', fixturePassword)).statusCode).toBe(401);
    expect((await logIn('new@example.com', fixturePassword)).json().user.emailVerified).toBe(false);

    const verify = await call('POST', '/api/auth/verify-email', {
      body: { token: await lastLinkToken('new@example.com', 'verifyEmail') },
    });
    expect(verify.statusCode).toBe(200);
    expect((await call('GET', '/api/me', { token })).json()).toMatchObject({ emailVerified: true });
  });

  it('should make verification links of the old address invalid', async () => {
    const user = await createUser({ email: 'old@example.com', emailVerified: false });
    await call('POST', '/api/auth/resend-verification', { body: { email: 'old@example.com' } });
    const oldToken = await lastLinkToken('old@example.com', 'verifyEmail');
    await call('PUT', '/api/me/email', {
      token: await tokenFor(user),
      body: { password: fixturePassword, newEmail: 'new@example.com' },
    });
    const response = await call('POST', '/api/auth/verify-email', { body: { token: oldToken } });
    expect(response.statusCode).toBe(400);
  });

  it('should refuse a wrong password with 1100 and a taken email with 9409', async () => {
    const user = await createUser({ email: 'me@example.com' });
    await createUser({ email: 'taken@example.com' });
    const token = await tokenFor(user);
    const wrong = await call('PUT', '/api/me/email', {
      token,
      body: { password: 'not-it', newEmail: 'new@example.com' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe(1100);

    const taken = await call('PUT', '/api/me/email', {
      token,
      body: { password: fixturePassword, newEmail: 'TAKEN@example.com' },
      language: 'en',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 9409,
      fields: { newEmail: 'This email address is already in use' },
    });
    expect(await outboxMails()).toHaveLength(0);
  });

  it('should refuse an invalid new email with 9400', async () => {
    const user = await createUser();
    const response = await call('PUT', '/api/me/email', {
      token: await tokenFor(user),
      body: { password: fixturePassword, newEmail: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('newEmail');
  });
});

describe('POST /api/auth/recover-email', () => {
  async function changeEmailOf(email: string, newEmail: string) {
    const user = await createUser({ email, locale: 'en' });
    const token = await tokenFor(user);
    await call('PUT', '/api/me/email', { token, body: { password: fixturePassword, newEmail } });
    return { user, token, recoverToken: await lastLinkToken(email, 'recoverEmail') };
  }

  it('should give the old address back, sign out every session and drop the password', async () => {
    const { token, recoverToken } = await changeEmailOf('owner@example.com', 'intruder@example.com');
    const [notice] = await outboxMails('owner@example.com');
    expect(notice?.text_body).toContain('Restore email address');
    expect(notice?.text_body).toContain('valid for 7 days');

    const response = await call('POST', '/api/auth/recover-email', { body: { token: recoverToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'owner@example.com' });

    // The session of whoever changed the address is gone, and so is the password they may know.
    expect((await call('GET', '/api/me', { token })).statusCode).toBe(401);
    expect((await logIn('owner@example.com', fixturePassword)).statusCode).toBe(401);
    expect((await logIn('intruder@example.com', fixturePassword)).statusCode).toBe(401);

    await call('POST', '/api/users/reset-password', { body: { email: 'owner@example.com' } });
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: await lastLinkToken('owner@example.com', 'resetPassword'), password: 'mine-again' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await logIn('owner@example.com', 'mine-again');
    expect(login.json().user).toMatchObject({ email: 'owner@example.com', emailVerified: true });
    expect((await call('GET', '/api/me', { token: login.json().token })).statusCode).toBe(200);
  });

  it('should use a link once and stop the links of the new address and of later changes', async () => {
    const { token, recoverToken } = await changeEmailOf('owner@example.com', 'second@example.com');
    const verifyToken = await lastLinkToken('second@example.com', 'verifyEmail');
    // Whoever holds the session changes the address again: that old address gets a link too.
    await call('PUT', '/api/me/email', {
      token,
      body: { password: fixturePassword, newEmail: 'third@example.com' },
    });
    const laterRecoverToken = await lastLinkToken('second@example.com', 'recoverEmail');

    expect(
      (await call('POST', '/api/auth/recover-email', { body: { token: recoverToken } })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/auth/recover-email', { body: { token: recoverToken } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 9400,
      fields: { token: 'Der Link ist ungültig, wurde schon verwendet oder ist abgelaufen' },
    });
    const later = await call('POST', '/api/auth/recover-email', { body: { token: laterRecoverToken } });
    expect(later.statusCode).toBe(400);
    expect((await call('POST', '/api/auth/verify-email', { body: { token: verifyToken } })).statusCode).toBe(
      400,
    );
  });

  it('should answer 9409 when another account took the old address, and keep the link usable', async () => {
    const { recoverToken } = await changeEmailOf('owner@example.com', 'new@example.com');
    const other = await createUser({ email: 'OWNER@example.com' });
    const taken = await call('POST', '/api/auth/recover-email', {
      body: { token: recoverToken },
      language: 'en',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 9409, fields: { email: expect.any(String) } });

    await call('DELETE', `/api/users/${other.id}`, {
      token: await tokenFor(await createUser({ role: 'globalAdmin' })),
    });
    const restored = await call('POST', '/api/auth/recover-email', { body: { token: recoverToken } });
    expect(restored.json()).toEqual({ email: 'owner@example.com' });
  });

  it('should refuse unknown tokens and tokens of other purposes with 9400, and need the API key', async () => {
    await createUser({ email: 'me@example.com' });
    await call('POST', '/api/users/reset-password', { body: { email: 'me@example.com' } });
    const resetToken = await lastLinkToken('me@example.com', 'resetPassword');
    for (const token of [resetToken, 'x'.repeat(43), '']) {
      const response = await call('POST', '/api/auth/recover-email', { body: { token } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(9400);
    }
    const keyless = await call('POST', '/api/auth/recover-email', {
      body: { token: resetToken },
      apiKey: null,
    });
    expect(keyless.statusCode).toBe(401);
  });
});
