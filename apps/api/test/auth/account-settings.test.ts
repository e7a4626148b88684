// An account's own settings: the language of its mails and the review request mails, read and
// changed only by the account itself; a switched-off review mail is not sent.
import { describe, expect, it } from 'vitest';
import { sendReviewRequests } from '../../src/features/reviews/send-review-requests.ts';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createShop, createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const silent = { error: () => undefined };

describe('GET /api/me/settings', () => {
  it('should answer the account’s language and that review mails are on', async () => {
    const user = await createUser({ locale: 'vi' });
    const response = await call('GET', '/api/me/settings', { token: await tokenFor(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'vi', reviewRequestMails: true });
  });

  it('should refuse without a session', async () => {
    expect((await call('GET', '/api/me/settings')).statusCode).toBe(401);
  });
});

describe('PATCH /api/me/settings', () => {
  it('should change the language and switch the review mails off, keeping what is left out', async () => {
    const user = await createUser({ locale: 'de' });
    const token = await tokenFor(user);
    const language = await call('PATCH', '/api/me/settings', { token, body: { locale: 'ar' } });
    expect(language.json()).toEqual({ locale: 'ar', reviewRequestMails: true });
    const mails = await call('PATCH', '/api/me/settings', { token, body: { reviewRequestMails: false } });
    expect(mails.statusCode).toBe(200);
    expect((await call('GET', '/api/me/settings', { token })).json()).toEqual({
      locale: 'ar',
      reviewRequestMails: false,
    });
  });

  it('should refuse an unknown language or field with 9400 and change nothing', async () => {
    const user = await createUser({ locale: 'de' });
    const token = await tokenFor(user);
    for (const body of [{ locale: 'fr' }, { reviewRequestMails: 'no' }, { role: 'globalAdmin' }]) {
      const response = await call('PATCH', '/api/me/settings', { token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(9400);
    }
    expect((await call('GET', '/api/me/settings', { token })).json()).toEqual({
      locale: 'de',
      reviewRequestMails: true,
    });
    expect((await call('GET', '/api/me', { token })).json().role).toBe(user.role);
  });

  it('should not change another shop’s admin or any other account', async () => {
    const mine = await createShop();
    const theirs = await createShop();
    const me = await createUser({ role: 'shopAdmin', shopId: mine.id, locale: 'de' });
    const other = await createUser({ role: 'shopAdmin', shopId: theirs.id, locale: 'de' });
    const response = await call('PATCH', '/api/me/settings', {
      token: await tokenFor(me),
      body: { locale: 'en', reviewRequestMails: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/me/settings', { token: await tokenFor(other) })).json()).toEqual({
      locale: 'de',
      reviewRequestMails: true,
    });
  });
});

describe('review request mails', () => {
  it('should not ask a customer who switched them off', async () => {
    const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;
    testClock.set(at('01', '08:00'));
    const studio = await bookingStudio();
    const visits = [];
    for (const [email, time] of [
      ['on@example.com', '10:00'],
      ['off@example.com', '12:00'],
    ] as const) {
      const token = await tokenFor(await createUser({ role: 'appUser', email, locale: 'en' }));
      if (email === 'off@example.com') {
        await call('PATCH', '/api/me/settings', { token, body: { reviewRequestMails: false } });
      }
      const created = await book(
        studio,
        { start: at('02', time), customer: { name: 'Clara Kundin', email } },
        token,
      );
      expect(created.statusCode).toBe(201);
      visits.push(created.json().id as string);
    }
    for (const id of visits) {
      const marked = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
        token: studio.ownerToken,
        body: { status: 'completed' },
      });
      expect(marked.statusCode).toBe(200);
    }
    testClock.set(at('02', '18:00'));
    const { db, mailer } = await getTestPlatform();
    expect(
      await sendReviewRequests(db, { mailer, publicUrl: 'http://localhost:3000' }, silent, testClock.now()),
    ).toBe(1);
    const reviewMails = async (email: string) =>
      (await outboxMails(email)).filter((mail) => mail.kind === 'review_request');
    expect(await reviewMails('on@example.com')).toHaveLength(1);
    expect(await reviewMails('off@example.com')).toHaveLength(0);
  });
});
