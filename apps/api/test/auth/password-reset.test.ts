import { describe, expect, it } from 'vitest';
import { createUser, fixturePassword, lastLinkToken, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function requestReset(email: string) {
  return call('POST', '/api/users/reset-password', { body: { email } });
}

async function resetWith(token: string, password: string, language?: string) {
  return call('POST', '/api/auth/reset-password', {
    body: { token, password },
    ...(language ? { language } : {}),
  });
}

async function logIn(email: string, password: string) {
  return call('POST', '/api/auth/login', { body: { email, password } });
}

describe('POST /api/users/reset-password', () => {
  it('should mail a reset link valid for one hour', async () => {
    const user = await createUser({ email: 'anna@example.com', name: 'Anna' });
    const response = await requestReset('ANNA@example.com');
    expect(response.statusCode).toBe(202);

    const mails = await outboxMails('anna@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reset_password', subject: 'Passwort zurücksetzen' });
    expect(mails[0]?.text_body).toContain('Hallo Anna,');
    expect(mails[0]?.text_body).toContain('http://localhost:3000/recovery?mode=resetPassword&token=');

    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(row?.purpose).toBe('reset_password');
    const lifetimeMinutes = ((row?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(lifetimeMinutes).toBeGreaterThan(59);
    expect(lifetimeMinutes).toBeLessThanOrEqual(60);
  });

  it('should answer an unknown email exactly like a known one, and mail nothing', async () => {
    await createUser({ email: 'known@example.com' });
    const known = await requestReset('known@example.com');
    const unknown = await requestReset('unknown@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.statusCode).toBe(202);
    expect(await outboxMails('unknown@example.com')).toHaveLength(0);
    expect(await outboxMails()).toHaveLength(1);
  });

  it('should mail nothing to a disabled account or a guest', async () => {
    await createUser({ email: 'disabled@example.com', disabled: true });
    const guest = await createUser({ guest: true });
    expect((await requestReset('disabled@example.com')).statusCode).toBe(202);
    expect((await requestReset(guest.email)).statusCode).toBe(202);
    expect(await outboxMails()).toHaveLength(0);
  });

  it("should write the mail in the account's language", async () => {
    await createUser({ email: 'en@example.com', locale: 'en' });
    await createUser({ email: 'ar@example.com', locale: 'ar' });
    await requestReset('en@example.com');
    await call('POST', '/api/users/reset-password', { body: { email: 'ar@example.com' }, language: 'en' });
    expect((await outboxMails('en@example.com'))[0]?.subject).toBe('Reset your password');
    expect((await outboxMails('ar@example.com'))[0]?.subject).toBe('إعادة تعيين كلمة المرور');
  });

  it('should refuse an invalid email with 9400', async () => {
    const response = await call('POST', '/api/users/reset-password', { body: {}, language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Required' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('should set the new password and use the token up', async () => {
    await createUser({ email: 'anna@example.com' });
    await requestReset('anna@example.com');
    const token = await lastLinkToken('anna@example.com', 'resetPassword');

    const response = await resetWith(token, 'fresh');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await logIn('anna@example.com', fixturePassword)).statusCode).toBe(401);
    expect((await logIn('anna@example.com', 'fresh')).statusCode).toBe(200);

    const again = await resetWith(token, 'another');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toHaveProperty('token');
    expect((await logIn('anna@example.com', 'fresh')).statusCode).toBe(200);
  });

  it('should sign out every session of the account', async () => {
    const user = await createUser({ email: 'anna@example.com' });
    const session = await tokenFor(user);
    await requestReset('anna@example.com');
    await resetWith(await lastLinkToken('anna@example.com', 'resetPassword'), 'fresh');
    expect((await call('GET', '/api/me', { token: session })).statusCode).toBe(401);
    const fresh = (await logIn('anna@example.com', 'fresh')).json().token;
    expect((await call('GET', '/api/me', { token: fresh })).statusCode).toBe(200);
  });

  it('should make every older reset link invalid', async () => {
    await createUser({ email: 'anna@example.com' });
    await requestReset('anna@example.com');
    const older = await lastLinkToken('anna@example.com', 'resetPassword');
    await requestReset('anna@example.com');
    const newer = await lastLinkToken('anna@example.com', 'resetPassword');
    expect(newer).not.toBe(older);

    expect((await resetWith(newer, 'newer-password')).statusCode).toBe(200);
    const stale = await resetWith(older, 'older-password');
    expect(stale.statusCode).toBe(400);
    expect((await logIn('anna@example.com', 'newer-password')).statusCode).toBe(200);
  });

  raceTest('should let only one of two simultaneous resets with a token win', async () => {
    await createUser({ email: 'anna@example.com' });
    await requestReset('anna@example.com');
    const token = await lastLinkToken('anna@example.com', 'resetPassword');
    const answers = await Promise.all([
      resetWith(token, 'first-password'),
      resetWith(token, 'second-password'),
      resetWith(token, 'third-password'),
    ]);
    expectAnswerMix(answers, { '200': 1, '400 9400': 2 });
    // The password of the one accepted reset holds; the others' never took.
    const winner = ['first-password', 'second-password', 'third-password'][
      answers.findIndex((answer) => answer.statusCode === 200)
    ];
    const logins = await Promise.all(
      ['first-password', 'second-password', 'third-password', fixturePassword].map(async (password) => [
        password,
        (await logIn('anna@example.com', password)).statusCode,
      ]),
    );
    expect(Object.fromEntries(logins)).toEqual({
      'first-password': 401,
      'second-password': 401,
      'third-password': 401,
      [fixturePassword]: 401,
      [winner ?? '']: 200,
    });
    const { db } = await getTestPlatform();
    const tokens = await db
      .selectFrom('auth_tokens')
      .select('used_at')
      .where('purpose', '=', 'reset_password')
      .execute();
    expect(tokens).toEqual([{ used_at: expect.any(Date) }]);
  });

  it('should refuse an expired token', async () => {
    const user = await createUser({ email: 'anna@example.com' });
    await requestReset('anna@example.com');
    const token = await lastLinkToken('anna@example.com', 'resetPassword');
    const { db } = await getTestPlatform();
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();

    const response = await resetWith(token, 'fresh-password', 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 9400,
      message: 'Die Eingabe ist ungültig.',
      fields: { token: 'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an' },
    });
    expect((await logIn('anna@example.com', fixturePassword)).statusCode).toBe(200);
  });

  it('should refuse a verification token', async () => {
    const user = await createUser({ email: 'anna@example.com', emailVerified: false });
    await call('POST', '/api/auth/resend-verification', { body: { email: user.email } });
    const token = await lastLinkToken(user.email, 'verifyEmail');
    expect((await resetWith(token, 'fresh-password')).statusCode).toBe(400);
  });

  it('should refuse a password shorter than 5 characters', async () => {
    const response = await resetWith('whatever', 'four', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'Too short' });
  });

  it('should mark the email verified, since the link proved the address', async () => {
    await createUser({ email: 'anna@example.com', emailVerified: false });
    await requestReset('anna@example.com');
    await resetWith(await lastLinkToken('anna@example.com', 'resetPassword'), 'fresh-password');
    const login = await logIn('anna@example.com', 'fresh-password');
    expect(login.json().user.emailVerified).toBe(true);
  });

  it('should not reset the password of an account disabled after the mail was sent', async () => {
    const user = await createUser({ email: 'anna@example.com' });
    await requestReset('anna@example.com');
    const token = await lastLinkToken('anna@example.com', 'resetPassword');
    const { db } = await getTestPlatform();
    await db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();

    const response = await resetWith(token, 'fresh-password');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(1101);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.password_hash).toBe(user.password_hash);
  });

  it('should lift the login limit of the account', async () => {
    await createUser({ email: 'anna@example.com' });
    for (let attempt = 0; attempt < 10; attempt++) await logIn('anna@example.com', 'wrong-guess');
    expect((await logIn('anna@example.com', fixturePassword)).statusCode).toBe(429);

    await requestReset('anna@example.com');
    await resetWith(await lastLinkToken('anna@example.com', 'resetPassword'), 'fresh-password');
    expect((await logIn('anna@example.com', 'fresh-password')).statusCode).toBe(200);
  });
});

describe('disabled accounts', () => {
  it('should neither log in nor receive a reset mail', async () => {
    const user = await createUser({ email: 'off@example.com', disabled: true });
    const login = await logIn('off@example.com', fixturePassword);
    expect(login.statusCode).toBe(403);
    expect(login.json().errorCode).toBe(1101);
    expect((await requestReset('off@example.com')).statusCode).toBe(202);
    expect(await outboxMails()).toHaveLength(0);
    expect((await call('GET', '/api/me', { token: await tokenFor(user) })).statusCode).toBe(401);
  });
});
