import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/http/rate-limits.ts';
import { createUser, fixturePassword, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix } from '../support/race-test.ts';
import { call } from '../support/test-platform.ts';

describe('wrong current passwords on a signed-in account', () => {
  const { freeFailures, firstDelaySeconds } = defaultRateLimits.passwordCheckPerAccount;

  it('should answer 429 on PUT me/password long before 60 wrong tries, the right one included', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const statuses = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const response = await call('PUT', '/api/me/password', {
        token,
        body: { currentPassword: `guess-${attempt}`, newPassword: 'a-brand-new-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, freeFailures + 1)).toEqual(Array(freeFailures + 1).fill(401));
    expect(statuses.slice(freeFailures + 1)).toEqual(Array(60 - freeFailures - 1).fill(429));

    const right = await call('PUT', '/api/me/password', {
      token,
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe(9429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(firstDelaySeconds);
  });

  it('should answer 429 on PUT me/email within 30 wrong tries, sharing the limit with me/password', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      const response = await call('PUT', '/api/me/password', {
        token,
        body: { currentPassword: `guess-${attempt}`, newPassword: 'a-brand-new-password' },
      });
      expect(response.statusCode).toBe(401);
    }
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await call('PUT', '/api/me/email', {
        token,
        body: { password: `guess-${attempt}`, newEmail: 'taken-over@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(1)).toEqual(Array(29).fill(429));
    expect(await outboxMails('taken-over@example.com')).toHaveLength(0);
  });

  it('should not count right passwords', async () => {
    const user = await createUser({ email: 'me@example.com' });
    const token = await tokenFor(user);
    for (let attempt = 0; attempt < freeFailures + 3; attempt++) {
      const response = await call('PUT', '/api/me/email', {
        token,
        body: { password: fixturePassword, newEmail: 'me@example.com' },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('should keep other accounts out of it', async () => {
    const victim = await createUser();
    const other = await createUser();
    const victimToken = await tokenFor(victim);
    for (let attempt = 0; attempt <= freeFailures + 1; attempt++) {
      await call('PUT', '/api/me/password', {
        token: victimToken,
        body: { currentPassword: 'guess', newPassword: 'a-brand-new-password' },
      });
    }
    const response = await call('PUT', '/api/me/password', {
      token: await tokenFor(other),
      body: { currentPassword: fixturePassword, newPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/guest', () => {
  it('should answer 429 once one address has started too many guest identities', async () => {
    const { max } = defaultRateLimits.guestSessionsPerIp;
    const from = (ip: string) => call('POST', '/api/auth/guest', { headers: { 'x-forwarded-for': ip } });
    const answers = await Promise.all(Array.from({ length: 200 }, () => from('203.0.113.30')));
    expectAnswerMix(answers, { '200': max, '429 9429': 200 - max });
    expect((await from('198.51.100.30')).statusCode).toBe(200);
  });
});

describe('password-reset requests', () => {
  const reset = (email: string, ip: string) =>
    call('POST', '/api/users/reset-password', { body: { email }, headers: { 'x-forwarded-for': ip } });

  it('should still mail the owner after someone else asked five times', async () => {
    await createUser({ email: 'anna@example.com' });
    for (let attempt = 0; attempt < 5; attempt++) await reset('anna@example.com', `203.0.113.${attempt + 1}`);
    expect((await reset('anna@example.com', '198.51.100.40')).statusCode).toBe(202);
    expect(await outboxMails('anna@example.com')).toHaveLength(6);
  });

  it('should make one address asking again and again wait, with retry info', async () => {
    await createUser({ email: 'anna@example.com' });
    const { freeFailures } = defaultRateLimits.mailPerAddressAndIp;
    for (let attempt = 0; attempt <= freeFailures; attempt++) {
      expect((await reset('anna@example.com', '203.0.113.50')).statusCode).toBe(202);
    }
    const limited = await reset('anna@example.com', '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe(9429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxMails('anna@example.com')).toHaveLength(freeFailures + 1);
  });

  it('should limit one address across many emails', async () => {
    const { freeFailures } = defaultRateLimits.mailPerIp;
    for (let attempt = 0; attempt <= freeFailures; attempt++) {
      expect((await reset(`someone-${attempt}@example.com`, '203.0.113.60')).statusCode).toBe(202);
    }
    expect((await reset('someone-else@example.com', '203.0.113.60')).statusCode).toBe(429);
  });

  it('should stop at the per-email ceiling when many addresses ask', async () => {
    await createUser({ email: 'anna@example.com' });
    const { max } = defaultRateLimits.mailPerAddress;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await reset('anna@example.com', `203.0.113.${attempt + 1}`)).statusCode).toBe(202);
    }
    expect((await reset('anna@example.com', '198.51.100.41')).statusCode).toBe(429);
    expect(await outboxMails('anna@example.com')).toHaveLength(max);
  });
});
