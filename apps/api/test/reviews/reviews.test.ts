// Reviews: only a completed visit of the caller's own can be rated, once; the studio's page and the
// studio search show the visible ones' average and count; the studio answers; the global admin
// hides a review with its reason kept; the customer is asked by mail once per visit.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendReviewRequests } from '../../src/features/reviews/send-review-requests.ts';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; the studios open Monday to Friday 09:00–17:00.
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;
const silent = { error: () => undefined };

beforeEach(() => testClock.set(at('01', '08:00')));

async function signedInCustomer(email: string) {
  return tokenFor(await createUser({ role: 'appUser', email, locale: 'en' }));
}

/** A visit of the customer's on Wednesday at `time`, marked as the studio says. */
async function visit(
  studio: BookingStudio,
  token: string,
  options: { time?: string; status?: 'completed' | 'no_show'; email?: string } = {},
): Promise<string> {
  const created = await book(
    studio,
    {
      start: at('02', options.time ?? '10:00'),
      customer: { name: 'Clara Kundin', email: options.email ?? 'clara@example.com' },
    },
    token,
  );
  expect(created.statusCode).toBe(201);
  const id: string = created.json().id;
  if (options.status) {
    const marked = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
      token: studio.ownerToken,
      body: { status: options.status },
    });
    expect(marked.json().status).toBe(options.status);
  }
  return id;
}

const review = (bookingId: string, token: string, body: Record<string, unknown>) =>
  call('POST', `/api/me/bookings/${bookingId}/review`, { token, body });

describe('reviews', () => {
  it('should take a review only of the caller’s own completed visit, once, and show it with the average', async () => {
    const studio = await bookingStudio({ members: 2 });
    const clara = await signedInCustomer('clara@example.com');
    const other = await signedInCustomer('mia@example.com');
    const upcoming = await visit(studio, clara, { time: '09:00' });
    const missed = await visit(studio, clara, { time: '11:00', status: 'no_show' });
    const done = await visit(studio, clara, { time: '13:00', status: 'completed' });

    for (const bookingId of [upcoming, missed]) {
      const refused = await review(bookingId, clara, { rating: 5 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe(9409);
    }
    // Someone else's visit answers like one that cannot be rated: nothing about it shows.
    const foreign = await review(done, other, { rating: 5 });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().errorCode).toBe(9409);
    expect((await review(done, clara, { rating: 6 })).statusCode).toBe(400);

    const created = await review(done, clara, { rating: 4, text: '  Lovely gel nails  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toEqual(expect.any(String));
    const twice = await review(done, clara, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe(9409);

    const mia = await signedInCustomer('mia2@example.com');
    const second = await visit(studio, mia, {
      time: '15:00',
      status: 'completed',
      email: 'mia2@example.com',
    });
    expect((await review(second, mia, { rating: 5 })).statusCode).toBe(201);

    const list = await call('GET', `/api/shops/${studio.shop.id}/reviews`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ average: 4.5, count: 2 });
    expect(
      list
        .json()
        .items.map((item: { rating: number }) => item.rating)
        .sort(),
    ).toEqual([4, 5]);
    const claras = list.json().items.find((item: { rating: number }) => item.rating === 4);
    // First name only, trimmed text.
    expect(claras).toMatchObject({ authorName: 'Clara', text: 'Lovely gel nails' });

    const own = await call('GET', '/api/me/reviews', { token: clara });
    expect(own.json().map((item: { bookingId: string }) => item.bookingId)).toEqual([done]);
  });

  it('should let the studio answer publicly and the global admin hide a review with the reason kept', async () => {
    const studio = await bookingStudio({ members: 1 });
    const clara = await signedInCustomer('clara@example.com');
    const done = await visit(studio, clara, { status: 'completed' });
    const { id } = (await review(done, clara, { rating: 1, text: 'Rude words' })).json();

    const answered = await call('POST', `/api/shops/${studio.shop.id}/reviews/${id}/answer`, {
      token: studio.ownerToken,
      body: { answer: 'We are sorry to hear that.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'We are sorry to hear that.', rating: 1 });

    const globalAdmin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const hidden = await call('POST', `/api/reviews/${id}/hide`, {
      token: globalAdmin,
      body: { reason: 'Insults' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Insults', shopId: studio.shop.id });
    expect(
      (await call('POST', `/api/reviews/${id}/hide`, { token: globalAdmin, body: { reason: 'x' } }))
        .statusCode,
    ).toBe(409);

    const list = await call('GET', `/api/shops/${studio.shop.id}/reviews`);
    expect(list.json()).toEqual({ average: null, count: 0, items: [] });
    const moderation = await call('GET', '/api/reviews', { token: globalAdmin });
    expect(moderation.json().find((item: { id: string }) => item.id === id)).toMatchObject({
      hidden: true,
      hiddenReason: 'Insults',
    });
    // Only the global admin hides.
    expect(
      (await call('POST', `/api/reviews/${id}/hide`, { token: studio.ownerToken, body: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
  });

  it('should not return another shop’s review to answer it', async () => {
    const studio = await bookingStudio({ members: 1 });
    const foreign = await bookingStudio({ members: 1 });
    const clara = await signedInCustomer('clara@example.com');
    const done = await visit(studio, clara, { status: 'completed' });
    const { id } = (await review(done, clara, { rating: 5 })).json();

    const throughOwnShop = await call('POST', `/api/shops/${foreign.shop.id}/reviews/${id}/answer`, {
      token: foreign.ownerToken,
      body: { answer: 'Not ours' },
    });
    expect(throughOwnShop.statusCode).toBe(404);
    const throughTheirShop = await call('POST', `/api/shops/${studio.shop.id}/reviews/${id}/answer`, {
      token: foreign.ownerToken,
      body: { answer: 'Not ours' },
    });
    expect(throughTheirShop.statusCode).toBe(403);
    const list = await call('GET', `/api/shops/${studio.shop.id}/reviews`);
    expect(list.json().items[0].answer).toBeUndefined();
  });

  it('should ask the customer once per completed visit, not for a rated or a missed one', async () => {
    const studio = await bookingStudio({ members: 2 });
    const clara = await signedInCustomer('clara@example.com');
    const done = await visit(studio, clara, { time: '10:00', status: 'completed' });
    const rated = await visit(studio, clara, { time: '12:00', status: 'completed' });
    await visit(studio, clara, { time: '14:00', status: 'no_show' });
    expect((await review(rated, clara, { rating: 5 })).statusCode).toBe(201);

    const { db, mailer } = await getTestPlatform();
    const run = () =>
      sendReviewRequests(db, { mailer, publicUrl: 'http://localhost:3000' }, silent, testClock.now());
    // Not before the visit has ended.
    expect(await run()).toBe(0);
    testClock.set(at('02', '18:00'));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const mails = (await outboxMails('clara@example.com')).filter((mail) => mail.kind === 'review_request');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`/account?review=${done}`);
  });

  it('should show the average and count in the studio search', async () => {
    const studio = await bookingStudio({ members: 1 });
    const { db } = await getTestPlatform();
    await db
      .updateTable('shops')
      .set({ latitude: 48.1, longitude: 11.5, name: 'Rated nails' })
      .where('id', '=', studio.shop.id)
      .execute();
    const clara = await signedInCustomer('clara@example.com');
    const done = await visit(studio, clara, { status: 'completed' });
    expect((await review(done, clara, { rating: 3 })).statusCode).toBe(201);
    const found = await call('GET', '/api/studios?lat=48.1&lng=11.5&radiusKm=1');
    expect(found.statusCode).toBe(200);
    const item = found.json().items.find((entry: { shopId: string }) => entry.shopId === studio.shop.id);
    expect(item.reviews).toEqual({ average: 3, count: 1 });
  });
});
