// The waitlist: a customer joins when no time suits; when a time in the range becomes free the
// waitlisted are mailed in joining order, each once; entries end with their range; of two customers
// booking the freed time at once exactly one gets it.
import { beforeEach, describe, expect, it } from 'vitest';
import { sendWaitlistOffers } from '../../src/features/waitlist/send-waitlist-offers.ts';
import { type BookingStudio, book, bookingStudio, guestToken } from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; the studio opens Monday to Friday 09:00–17:00.
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;
const silent = { error: () => undefined };
beforeEach(() => testClock.set(at('01', '08:00')));

/** One team member, Wednesday's only hour open: 09:00–10:00, booked by someone. */
async function fullStudio(): Promise<{ studio: BookingStudio; bookingId: string }> {
  const studio = await bookingStudio({
    members: 1,
    hours: { days: [{ weekday: 3, ranges: [{ start: '09:00', end: '10:00' }] }] },
  });
  const taken = await book(studio, { start: at('02', '09:00') });
  expect(taken.statusCode).toBe(201);
  return { studio, bookingId: taken.json().id };
}

async function offer(): Promise<number> {
  const { db, mailer } = await getTestPlatform();
  return sendWaitlistOffers(db, { mailer, publicUrl: 'http://localhost:3000' }, silent, testClock.now());
}

const offers = async () => (await outboxMails()).filter((mail) => mail.kind === 'waitlist_offer');

describe('waitlist', () => {
  it('should tell the waitlisted in joining order, once, when a time in their range is freed', async () => {
    const { studio, bookingId } = await fullStudio();
    const serviceIds = [studio.services[0]?.id];
    const mia = await tokenFor(await createUser({ email: 'mia@example.com', name: 'Mia', locale: 'en' }));
    const first = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: mia,
      body: { serviceIds, from: '2026-12-02', to: '2026-12-02' },
    });
    expect(first.statusCode).toBe(201);
    testClock.set(at('01', '08:05'));
    const second = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: await guestToken(),
      language: 'en',
      body: {
        serviceIds,
        from: at('02', '08:00'),
        to: at('02', '12:00'),
        customer: { name: 'Lea', email: 'lea@example.com' },
      },
    });
    expect(second.statusCode).toBe(201);
    // Someone waiting for Thursday only is not told of Wednesday's time.
    await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: await guestToken(),
      body: {
        serviceIds,
        from: '2026-12-03',
        to: '2026-12-03',
        customer: { name: 'Tom', email: 'tom@example.com' },
      },
    });

    expect(await offer()).toBe(0);
    const cancelled = await call('POST', `/api/shops/${studio.shop.id}/bookings/${bookingId}/cancel`, {
      token: studio.ownerToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await offer()).toBe(2);
    expect(await offer()).toBe(0);
    const sent = await offers();
    expect(sent.map((mail) => mail.to_address)).toEqual(['mia@example.com', 'lea@example.com']);
    expect(sent[0]?.text_body).toContain(
      `/partner/${studio.shop.id}/app/book/selectDate?services=${studio.services[0]?.id}`,
    );
  });

  it('should end an entry with its range and refuse a guest without contact or a foreign treatment', async () => {
    const { studio, bookingId } = await fullStudio();
    const serviceIds = [studio.services[0]?.id];
    const guest = await guestToken();
    const nobody = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: guest,
      body: { serviceIds, from: '2026-12-02', to: '2026-12-02' },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errorCode).toBe(9400);
    const other = await bookingStudio({ members: 1 });
    const foreign = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: guest,
      body: {
        serviceIds: [other.services[0]?.id],
        from: '2026-12-02',
        to: '2026-12-02',
        customer: { name: 'A', email: 'a@example.com' },
      },
    });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    expect(
      (
        await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
          body: { serviceIds, from: '2026-12-02', to: '2026-12-02' },
        })
      ).statusCode,
    ).toBe(401);

    const joined = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token: guest,
      body: {
        serviceIds,
        from: '2026-12-02',
        to: '2026-12-02',
        customer: { name: 'Lea', email: 'lea@example.com' },
      },
    });
    expect(joined.statusCode).toBe(201);
    // The range ends before the time is freed: the entry has expired and nobody is told.
    testClock.set(at('03', '08:00'));
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${bookingId}/cancel`, {
      token: studio.ownerToken,
    });
    expect(await offer()).toBe(0);
    const { db } = await getTestPlatform();
    const entry = await db
      .selectFrom('waitlist_entries')
      .select('status')
      .where('id', '=', joined.json().id)
      .executeTakeFirstOrThrow();
    expect(entry.status).toBe('expired');
  });

  raceTest('should give a freed time to exactly one of two customers booking it at once', async () => {
    const { studio, bookingId } = await fullStudio();
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${bookingId}/cancel`, {
      token: studio.ownerToken,
    });
    const answers = await Promise.all(
      ['one@example.com', 'two@example.com'].map(async (email) =>
        book(studio, { start: at('02', '09:00'), customer: { name: 'X', email } }, await guestToken()),
      ),
    );
    expectAnswerMix(answers, { '201': 1, '409 8104': 1 });
    const { db } = await getTestPlatform();
    const active = await db
      .selectFrom('bookings')
      .select('id')
      .where('shop_id', '=', studio.shop.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .execute();
    expect(active).toHaveLength(1);
  });
});
