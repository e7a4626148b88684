import { describe, expect, it } from 'vitest';
import { requireVerifiedEmail } from '../../src/features/auth/require-verified-email.ts';
import { defaultRateLimits } from '../../src/http/rate-limits.ts';
import { createUser, lastLinkToken, linkTokenOf, outboxMails } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const registration = {
  firstName: 'Mai',
  lastName: 'Nguyen',
  email: 'mai@example.com',
  password: 'long-enough-password',
  consent: true,
};

async function register(body: Record<string, unknown> = registration, language?: string) {
  return call('POST', '/api/auth/register', { body, ...(language ? { language } : {}) });
}

describe('POST /api/auth/register', () => {
  it('should create an unverified appUser and mail a verification link', async () => {
    const response = await register();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ uid: expect.any(String), email: 'mai@example.com', emailVerified: false });

    const { db } = await getTestPlatform();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.uid)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'appUser',
      name: 'Mai Nguyen',
      first_name: 'Mai',
      last_name: 'Nguyen',
      email_verified: false,
      shop_id: null,
      guest: false,
    });
    expect(user.privacy_consent_at).toBeInstanceOf(Date);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const mails = await outboxMails('mai@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify_email', locale: 'de', sent_at: null });
    expect(mails[0]?.text_body).toContain('http://localhost:3000/recovery?mode=verifyEmail&token=');
    expect(mails[0]?.html_body).toContain('/recovery?mode=verifyEmail&amp;token=');
  });

  it('should store only the hash of the verification token', async () => {
    await register();
    const token = await lastLinkToken('mai@example.com', 'verifyEmail');
    const { db } = await getTestPlatform();
    const rows = await db.selectFrom('auth_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.purpose).toBe('verify_email');
    const lifetimeHours = ((rows[0]?.expires_at.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(47.9);
    expect(lifetimeHours).toBeLessThanOrEqual(48);
  });

  it('should let the new account log in before verifying', async () => {
    await register();
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'mai@example.com', password: registration.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'appUser', emailVerified: false });
  });

  it('should answer a registered email exactly like a new one, keep the account and tell its owner', async () => {
    const owner = await createUser({ email: 'Mai@Example.com', name: 'Mai Owner', locale: 'en' });
    const fresh = await register({ ...registration, email: 'new@example.com' });
    const taken = await register(registration);

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toEqual({ uid: expect.any(String), email: 'mai@example.com', emailVerified: false });
    expect(taken.json().uid).not.toBe(owner.id);

    const { db } = await getTestPlatform();
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('email', 'ilike', 'mai@example.com')
      .execute();
    expect(rows).toEqual([owner]);
    const mails = await outboxMails('mai@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'already_registered',
      locale: 'en',
      subject: 'You already have an account',
    });
    expect(mails[0]?.text_body).toContain('Hello Mai Owner,');
    expect(mails[0]?.text_body).toContain('http://localhost:3000/login');
    expect(mails[0]?.text_body).not.toContain('token=');
  });

  it('should tell a registered address in its own language', async () => {
    await createUser({ email: 'vi@example.com', locale: 'vi' });
    await createUser({ email: 'ar@example.com', locale: 'ar' });
    await register({ ...registration, email: 'vi@example.com' }, 'de');
    await register({ ...registration, email: 'ar@example.com' }, 'de');
    expect((await outboxMails('vi@example.com'))[0]?.subject).toBe('Bạn đã có tài khoản');
    expect((await outboxMails('ar@example.com'))[0]?.html_body).toContain('dir="rtl"');
  });

  raceTest('should create one account from two simultaneous registrations of an email', async () => {
    const answers = await Promise.all([register(), register()]);
    expectAnswerMix(answers, { '201': 2 });
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
    const kinds = (await outboxMails('mai@example.com')).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['already_registered', 'verify_email']);
  });

  it('should limit registrations per client address with 9429', async () => {
    const { max } = defaultRateLimits.registrationsPerIp;
    const from = (ip: string, index: number) =>
      call('POST', '/api/auth/register', {
        body: { ...registration, email: `mass-${index}@example.com` },
        headers: { 'x-forwarded-for': ip },
      });
    const answers = await Promise.all(
      Array.from({ length: max + 20 }, (_, index) => from('203.0.113.9', index)),
    );
    expectAnswerMix(answers, { '201': max, '429 9429': 20 });
    const limited = answers.find((answer) => answer.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    const { db } = await getTestPlatform();
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(max);
    expect(await outboxMails()).toHaveLength(max);
    // Another client still registers.
    expect((await from('198.51.100.3', 999)).statusCode).toBe(201);
  });

  it('should refuse a registration without consent', async () => {
    for (const consent of [false, undefined]) {
      const response = await register({ ...registration, consent });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('consent');
    }
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('should name every invalid field', async () => {
    const response = await register(
      { firstName: ' ', lastName: '', email: 'no-email', password: 'short', consent: true },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 9400,
      message: 'The input is invalid.',
      fields: {
        firstName: 'Required',
        lastName: 'Required',
        email: 'The email address is invalid',
        password: 'Too short',
      },
    });
  });

  it("should write the mail in the account's language", async () => {
    await register({ ...registration, email: 'en@example.com', locale: 'en' });
    await register({ ...registration, email: 'vi@example.com' }, 'vi');
    await register({ ...registration, email: 'ar@example.com', locale: 'ar' }, 'de');
    await register({ ...registration, email: 'de@example.com' });

    const [en] = await outboxMails('en@example.com');
    expect(en).toMatchObject({ locale: 'en', subject: 'Please confirm your email address' });
    expect(en?.text_body).toContain('Hello Mai Nguyen,');
    const [vi] = await outboxMails('vi@example.com');
    expect(vi).toMatchObject({ locale: 'vi', subject: 'Vui lòng xác nhận địa chỉ email của bạn' });
    const [ar] = await outboxMails('ar@example.com');
    expect(ar).toMatchObject({ locale: 'ar', subject: 'يرجى تأكيد بريدك الإلكتروني' });
    expect(ar?.html_body).toContain('dir="rtl"');
    const [de] = await outboxMails('de@example.com');
    expect(de).toMatchObject({ locale: 'de', subject: 'Bitte bestätige deine E-Mail-Adresse' });
    expect(de?.text_body).toContain('Hallo Mai Nguyen,');

    const { db } = await getTestPlatform();
    const user = await db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', 'vi@example.com')
      .executeTakeFirst();
    expect(user?.locale).toBe('vi');
  });

  it('should escape names in the HTML part', async () => {
    await register({ ...registration, firstName: '<b>Mai</b>' });
    const [mail] = await outboxMails('mai@example.com');
    expect(mail?.html_body).toContain('&lt;b&gt;Mai&lt;/b&gt;');
    expect(mail?.html_body).not.toContain('<b>Mai</b>');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('should verify the email with the mailed token', async () => {
    const { uid } = (await register()).json();
    const token = await lastLinkToken('mai@example.com', 'verifyEmail');

    const response = await call('POST', '/api/auth/verify-email', { body: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const login = await call('POST', '/api/auth/login', {
      body: { email: 'mai@example.com', password: registration.password },
    });
    expect(login.json().user).toMatchObject({ uid, emailVerified: true });
  });

  it('should accept a token only once', async () => {
    await register();
    const token = await lastLinkToken('mai@example.com', 'verifyEmail');
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(200);

    const again = await call('POST', '/api/auth/verify-email', { body: { token }, language: 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      errorCode: 9400,
      message: 'The input is invalid.',
      fields: { token: 'The link is invalid or has expired. Please request a new one' },
    });
  });

  it('should refuse an expired token', async () => {
    const { uid } = (await register()).json();
    const token = await lastLinkToken('mai@example.com', 'verifyEmail');
    const { db } = await getTestPlatform();
    await db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', uid)
      .execute();

    const response = await call('POST', '/api/auth/verify-email', { body: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('token');
    const user = await db
      .selectFrom('users')
      .select('email_verified')
      .where('id', '=', uid)
      .executeTakeFirst();
    expect(user?.email_verified).toBe(false);
  });

  it('should refuse an unknown, a reset and an empty token', async () => {
    const user = await createUser({ email: 'reset@example.com' });
    await call('POST', '/api/users/reset-password', { body: { email: user.email } });
    const resetToken = await lastLinkToken(user.email, 'resetPassword');

    for (const token of ['not-a-real-token', resetToken]) {
      const response = await call('POST', '/api/auth/verify-email', { body: { token } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('token');
    }
    const empty = await call('POST', '/api/auth/verify-email', { body: { token: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ token: 'Pflichtfeld' });
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('should mail a new link that verifies, while the first stays valid', async () => {
    await register();
    const first = await lastLinkToken('mai@example.com', 'verifyEmail');
    const response = await call('POST', '/api/auth/resend-verification', {
      body: { email: 'MAI@example.com' },
    });
    expect(response.statusCode).toBe(202);
    const mails = await outboxMails('mai@example.com');
    expect(mails).toHaveLength(2);
    const second = linkTokenOf(mails[1]?.text_body ?? '', 'verifyEmail');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/auth/verify-email', { body: { token: second } })).statusCode).toBe(200);
  });

  it('should answer an unknown, a verified and a disabled email the same, without mail', async () => {
    await createUser({ email: 'verified@example.com', emailVerified: true });
    await createUser({ email: 'disabled@example.com', emailVerified: false, disabled: true });
    const answers = [];
    for (const email of ['nobody@example.com', 'verified@example.com', 'disabled@example.com']) {
      const response = await call('POST', '/api/auth/resend-verification', { body: { email } });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: 'null' }));
    expect(await outboxMails()).toHaveLength(0);
  });

  it('should make one client wait after a few mails to an address, and not the owner elsewhere', async () => {
    await register();
    const resend = (email: string, ip: string) =>
      call('POST', '/api/auth/resend-verification', { body: { email }, headers: { 'x-forwarded-for': ip } });
    const { freeFailures, firstDelaySeconds } = defaultRateLimits.mailPerAddressAndIp;
    for (let attempt = 0; attempt <= freeFailures; attempt++) {
      expect((await resend('mai@example.com', '203.0.113.4')).statusCode).toBe(202);
    }
    const limited = await resend('mai@example.com', '203.0.113.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(firstDelaySeconds);
    // Unknown addresses are limited the same way, so the limit reveals nothing either.
    for (let attempt = 0; attempt <= freeFailures; attempt++)
      await resend('nobody@example.com', '203.0.113.4');
    expect((await resend('nobody@example.com', '203.0.113.4')).statusCode).toBe(429);

    expect((await resend('mai@example.com', '198.51.100.8')).statusCode).toBe(202);
    expect(await outboxMails('mai@example.com')).toHaveLength(1 + freeFailures + 2);
  });

  it('should refuse an invalid email with 9400', async () => {
    const response = await call('POST', '/api/auth/resend-verification', { body: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('email');
  });
});

describe('requireVerifiedEmail', () => {
  it('should refuse an unverified account and a guest with 1102 and pass a verified one', async () => {
    const { db } = await getTestPlatform();
    const unverified = await createUser({ emailVerified: false });
    const guest = await createUser({ guest: true, emailVerified: false });
    const verified = await createUser({ emailVerified: true });
    const identity = (user: typeof verified) => ({
      uid: user.id,
      role: user.role,
      shopId: user.shop_id,
      shopLevel: null,
      teamMemberId: null,
      guest: user.guest,
    });
    await expect(requireVerifiedEmail(db, identity(unverified))).rejects.toMatchObject({ code: 1102 });
    await expect(requireVerifiedEmail(db, identity(guest))).rejects.toMatchObject({ code: 1102 });
    await expect(requireVerifiedEmail(db, identity(verified))).resolves.toBeUndefined();
  });
});
