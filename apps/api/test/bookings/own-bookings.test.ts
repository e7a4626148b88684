import { beforeEach, describe, expect, it } from 'vitest';
import { book, bookingStudio, customer } from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; the studios open Monday to Friday 09:00–17:00.
const now = '2026-12-01T08:00:00+01:00';
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeEach(() => testClock.set(now));

async function signedInCustomer(email = 'clara@example.com') {
  const user = await createUser({ role: 'appUser', email });
  return tokenFor(user);
}

describe('GET me/bookings', () => {
  it('should list the customer’s own bookings in every studio, upcoming soonest first, past newest first', async () => {
    const token = await signedInCustomer();
    const nails = await bookingStudio();
    const lashes = await bookingStudio();
    expect((await book(lashes, { start: at('08', '11:00') }, token)).statusCode).toBe(201);
    expect((await book(nails, { start: at('07', '10:00') }, token)).statusCode).toBe(201);
    expect((await book(nails, { start: at('02', '09:00') }, token)).statusCode).toBe(201);
    // Someone else's booking in the same studio stays out of the list.
    expect((await book(nails, { start: at('07', '12:00') })).statusCode).toBe(201);

    testClock.set('2026-12-03T08:00:00+01:00');
    const upcoming = await call('GET', '/api/me/bookings', { token });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().map((b: { start: string; shop: { id: string } }) => [b.start, b.shop.id])).toEqual(
      [
        [at('07', '10:00'), nails.shop.id],
        [at('08', '11:00'), lashes.shop.id],
      ],
    );
    expect(upcoming.json()[0]).toMatchObject({
      status: 'confirmed',
      cancellable: true,
      customerName: customer.name,
    });

    const past = await call('GET', '/api/me/bookings?when=past', { token });
    expect(past.json().map((b: { start: string }) => b.start)).toEqual([at('02', '09:00')]);
  });

  it('should need a signed-in identity and refuse a bad filter', async () => {
    expect((await call('GET', '/api/me/bookings')).statusCode).toBe(401);
    const token = await signedInCustomer();
    const bad = await call('GET', '/api/me/bookings?when=someday', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(9400);
  });
});

describe('POST me/bookings/{id}/cancel', () => {
  it('should cancel the customer’s own booking before the cut-off and free its time', async () => {
    const token = await signedInCustomer();
    const studio = await bookingStudio({ members: 1 });
    const created = await book(studio, { start: at('07', '10:00') }, token);
    const cancelled = await call('POST', `/api/me/bookings/${created.json().id}/cancel`, { token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await outboxMails(studio.shop.email)).map((mail) => mail.kind)).toContain(
      'shop_booking_cancelled',
    );
    expect((await book(studio, { start: at('07', '10:00') })).statusCode).toBe(201);

    const again = await call('POST', `/api/me/bookings/${created.json().id}/cancel`, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(8001);
  });

  it('should refuse after the cut-off with 8002', async () => {
    const token = await signedInCustomer();
    const studio = await bookingStudio();
    const created = await book(studio, { start: at('07', '10:00') }, token);
    testClock.set(at('06', '10:01'));
    const late = await call('POST', `/api/me/bookings/${created.json().id}/cancel`, { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe(8002);
  });

  it('should not cancel another customer’s booking, nor reveal it', async () => {
    const owner = await signedInCustomer('owner-of-booking@example.com');
    const intruder = await signedInCustomer('intruder@example.com');
    const studio = await bookingStudio();
    const created = await book(studio, { start: at('07', '10:00') }, owner);
    const refused = await call('POST', `/api/me/bookings/${created.json().id}/cancel`, { token: intruder });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe(8103);
    const list = await call('GET', '/api/me/bookings', { token: intruder });
    expect(list.json()).toEqual([]);
    const unknown = await call('POST', '/api/me/bookings/not-a-uuid/cancel', { token: owner });
    expect(unknown.json().errorCode).toBe(8103);
  });
});

describe('customers moving their own booking', () => {
  const move = (id: string, start: string, token: string) =>
    call('POST', `/api/me/bookings/${id}/move`, { token, body: { start } });
  const freeStarts = async (id: string, token: string, day: string) => {
    const response = await call('GET', `/api/me/bookings/${id}/free-times?from=${day}&to=${day}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json().slots.map((slot: { start: string }) => slot.start.slice(11, 16));
  };

  it('should offer the free times around the booking itself and move it there, freeing the old time', async () => {
    const token = await signedInCustomer();
    const studio = await bookingStudio({ members: 1 });
    const created = await book(studio, { start: at('07', '10:00') }, token);
    expect((await book(studio, { start: at('07', '12:00') })).statusCode).toBe(201);

    const starts = await freeStarts(created.json().id, token, '2026-12-07');
    // Its own time stays on offer; the other customer's 12:00 blocks 11:15 … 12:45.
    expect(starts).toContain('10:00');
    expect(starts).toContain('11:00');
    expect(starts).not.toContain('11:15');
    expect(starts).not.toContain('12:00');
    expect(starts).toContain('13:00');

    const moved = await move(created.json().id, at('07', '14:00'), token);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: created.json().id,
      status: 'confirmed',
      start: at('07', '14:00'),
      end: at('07', '15:00'),
      movable: true,
    });
    expect((await book(studio, { start: at('07', '10:00') })).statusCode).toBe(201);
    const taken = await book(studio, { start: at('07', '14:00') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe(8104);

    expect((await outboxMails(studio.shop.email)).map((mail) => mail.kind)).toContain('shop_booking_moved');
    const customerMails = (await outboxMails(customer.email)).map((mail) => mail.kind);
    expect(customerMails).toContain('booking_rescheduled');
  });

  it('should refuse a time that is not free, and keep the booking where it was', async () => {
    const token = await signedInCustomer();
    const studio = await bookingStudio({ members: 1 });
    const created = await book(studio, { start: at('07', '10:00') }, token);
    expect((await book(studio, { start: at('07', '12:00') })).statusCode).toBe(201);
    for (const start of [at('07', '11:30'), at('07', '18:00'), '2026-12-01T08:30:00+01:00']) {
      const refused = await move(created.json().id, start, token);
      expect(refused.statusCode, start).toBe(409);
      expect(refused.json().errorCode).toBe(8104);
    }
    const [stored] = (await call('GET', '/api/me/bookings', { token })).json();
    expect(stored.start).toBe(at('07', '10:00'));
  });

  it('should follow the cancel policy: not after the cut-off, not once cancelled, not someone else’s', async () => {
    const token = await signedInCustomer();
    const intruder = await signedInCustomer('intruder@example.com');
    const studio = await bookingStudio({ members: 1 });
    const created = await book(studio, { start: at('07', '10:00') }, token);
    const id = created.json().id;

    const foreign = await move(id, at('07', '14:00'), intruder);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe(8103);
    expect(
      (
        await call('GET', `/api/me/bookings/${id}/free-times?from=2026-12-07&to=2026-12-07`, {
          token: intruder,
        })
      ).statusCode,
    ).toBe(404);

    testClock.set(at('06', '10:01'));
    const late = await move(id, at('07', '14:00'), token);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe(8002);
    expect(await freeStarts(id, token, '2026-12-07')).toEqual([]);
    expect((await call('GET', '/api/me/bookings', { token })).json()[0]).toMatchObject({ movable: false });

    testClock.set(now);
    expect((await call('POST', `/api/me/bookings/${id}/cancel`, { token })).statusCode).toBe(200);
    const cancelled = await move(id, at('07', '14:00'), token);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errorCode).toBe(8001);
  });

  raceTest('should let exactly one of many simultaneous moves into the same time win', async () => {
    const studio = await bookingStudio({ members: 1 });
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const owners = await Promise.all(starts.map((_, index) => signedInCustomer(`mover${index}@example.com`)));
    const ids: string[] = [];
    for (const [index, start] of starts.entries()) {
      const created = await book(studio, { start: at('07', start) }, owners[index]);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const answers = await Promise.all(
      ids.map((id, index) => move(id, at('07', '15:30'), owners[index] ?? '')),
    );
    expectAnswerMix(answers, { '200': 1, '409 8104': 5 });

    const { db } = await getTestPlatform();
    const stored = await db
      .selectFrom('bookings')
      .select(['id', 'start_at'])
      .where('shop_id', '=', studio.shop.id)
      .orderBy('start_at')
      .execute();
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().id;
    expect(
      stored.filter((row) => row.start_at.getTime() === Date.parse(at('07', '15:30'))).map((row) => row.id),
    ).toEqual([winner]);
    // The losers kept their times.
    expect(stored.filter((row) => row.id !== winner).map((row) => row.start_at.getTime())).toHaveLength(5);
  });
});
