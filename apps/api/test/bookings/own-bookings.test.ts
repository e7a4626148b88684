import { beforeEach, describe, expect, it } from 'vitest';
import { book, bookingStudio, customer } from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, testClock } from '../support/test-platform.ts';

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
