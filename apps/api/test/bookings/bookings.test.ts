import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BookingStudio,
  book,
  bookingStudio,
  customer,
  guestToken,
  slotsOf,
} from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026, 08:00 in Berlin; bookings go to Monday 7 December.
const now = '2026-12-01T08:00:00+01:00';
const monday = '2026-12-07';
const at = (time: string) => `${monday}T${time}:00+01:00`;
const mondayHours = { days: [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }] }] };
const startsOf = (slots: { start: string }[]) => slots.map((slot) => slot.start.slice(11, 16));

beforeEach(() => testClock.set(now));

async function studioWith(options: Parameters<typeof bookingStudio>[0] = {}): Promise<BookingStudio> {
  return bookingStudio({ hours: mondayHours, ...options });
}

async function shopAdminOfAnotherShop(): Promise<{ studio: BookingStudio; token: string }> {
  const studio = await bookingStudio();
  return { studio, token: studio.ownerToken };
}

/** The one booking the winner of a race made is the shop's only one, and only its customer got mail. */
async function expectOnlyBooking(
  studio: BookingStudio,
  responses: { statusCode: number; json(): { id: string; start: string } }[],
) {
  const won = responses.find((response) => response.statusCode === 201)?.json();
  const { db } = await getTestPlatform();
  const stored = await db
    .selectFrom('bookings')
    .select(['id', 'start_at', 'status'])
    .where('shop_id', '=', studio.shop.id)
    .execute();
  expect(stored).toEqual([{ id: won?.id, start_at: new Date(won?.start ?? ''), status: 'confirmed' }]);
  expect(await outboxMails(customer.email)).toHaveLength(1);
}

describe('POST bookings', () => {
  it('should book a free time for a guest and mail the .ics and cancel link', async () => {
    const studio = await studioWith({
      services: [{ name: 'Shellac Maniküre', durationMinutes: 45, priceCents: 3500 }],
    });
    const token = await guestToken();
    const response = await call('POST', `/api/shops/${studio.shop.id}/bookings`, {
      token,
      language: 'en',
      body: {
        serviceIds: [studio.services[0]?.id],
        start: '2026-12-07T09:00:00Z',
        customer,
        notes: 'Bitte kurze Nägel',
      },
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      id: expect.any(String),
      shopId: studio.shop.id,
      status: 'confirmed',
      source: 'online',
      start: at('10:00'),
      end: at('10:45'),
      teamMemberId: studio.members[0]?.id,
      preferredTeamMemberId: null,
      serviceIds: [studio.services[0]?.id],
      services: [
        { id: studio.services[0]?.id, name: 'Shellac Maniküre', priceCents: 3500, durationMinutes: 45 },
      ],
      totalPriceCents: 3500,
      durationMinutes: 45,
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      notes: 'Bitte kurze Nägel',
      cancelToken: expect.any(String),
    });
    expect(booking.cancelUrl).toBe(
      `http://localhost:3000/partner/${studio.shop.id}/app/booking/cancel?token=${booking.cancelToken}`,
    );

    const [mail] = await outboxMails(customer.email);
    expect(mail).toMatchObject({ kind: 'booking_confirmed', locale: 'en' });
    expect(mail?.subject).toContain(studio.shop.name);
    expect(mail?.text_body).toContain(booking.cancelUrl);
    expect(mail?.text_body).toContain('Shellac Maniküre');
    expect(mail?.html_body).toContain('<a href=');
    expect(mail?.attachments).toHaveLength(1);
    const ics = mail?.attachments[0];
    expect(ics).toMatchObject({
      filename: 'termin.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    const unfolded = ics?.content.replaceAll('\r\n ', '') ?? '';
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain(`UID:${booking.id}@localhost`);
    expect(unfolded).toContain('DTSTART:20261207T090000Z');
    expect(unfolded).toContain('DTEND:20261207T094500Z');
    expect(unfolded).toContain(`SUMMARY:Shellac Maniküre – ${studio.shop.name}`);
    expect(unfolded).toContain('LOCATION:Teststraße 1\\, 10115 Berlin');

    const [notice] = await outboxMails(studio.shop.email);
    expect(notice).toMatchObject({ kind: 'shop_booking_created' });
    expect(notice?.text_body).toContain(customer.name);
    expect(notice?.text_body).toContain('Bitte kurze Nägel');
  });

  it('should book real minutes across the spring-forward change', async () => {
    testClock.set('2027-03-01T08:00:00+01:00');
    const studio = await bookingStudio({
      hours: { days: [{ weekday: 7, ranges: [{ start: '00:00', end: '06:00' }] }] },
    });
    const response = await book(studio, { start: '2027-03-28T01:30:00+01:00' });
    expect(response.statusCode).toBe(201);
    // 60 real minutes: 01:30 CET to 03:30 CEST.
    expect(response.json()).toMatchObject({
      start: '2027-03-28T01:30:00+01:00',
      end: '2027-03-28T03:30:00+02:00',
    });
    const ics = (await outboxMails(customer.email))[0]?.attachments[0]?.content ?? '';
    expect(ics).toContain('DTSTART:20270328T003000Z');
    expect(ics).toContain('DTEND:20270328T013000Z');
  });

  it('should need a signed-in identity and an active shop', async () => {
    const studio = await studioWith();
    const anonymous = await call('POST', `/api/shops/${studio.shop.id}/bookings`, {
      body: { serviceIds: [studio.services[0]?.id], start: at('10:00'), customer },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(9401);

    const hidden = await bookingStudio({ status: 'pending', hours: mondayHours });
    const refused = await book(hidden, { start: at('10:00') });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe(1001);
  });

  it('should leave the booking pending when the studio confirms by hand, and mail again on confirmation', async () => {
    const studio = await studioWith({ autoConfirm: false, members: 1 });
    const created = await book(studio, { start: at('10:00') });
    expect(created.json().status).toBe('pending');
    expect((await outboxMails(customer.email)).map((mail) => mail.kind)).toEqual(['booking_requested']);
    // A pending booking holds its time.
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))).not.toContain('10:00');

    const confirmed = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${created.json().id}`, {
      token: studio.ownerToken,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    const mails = await outboxMails(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_requested', 'booking_confirmed']);
    // The confirmation carries a working cancel link.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[1]?.text_body ?? '')?.[1];
    const shown = await call('GET', `/api/bookings/by-token?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: created.json().id, status: 'confirmed' });
    expect(mails[1]?.attachments[0]?.content).toContain('STATUS:CONFIRMED');
  });

  it('should give the requested member, and 8104 when that member is busy', async () => {
    const studio = await studioWith();
    const [anna, ben] = studio.members.map((member) => member.id);
    const withBen = await book(studio, { start: at('10:00'), teamMemberId: ben });
    expect(withBen.json()).toMatchObject({ teamMemberId: ben, preferredTeamMemberId: ben });
    const benAgain = await book(studio, { start: at('10:30'), teamMemberId: ben });
    expect(benAgain.statusCode).toBe(409);
    expect(benAgain.json().errorCode).toBe(8104);
    const anyone = await book(studio, { start: at('10:30') });
    expect(anyone.json().teamMemberId).toBe(anna);
    const unknown = await book(studio, { start: at('11:00'), teamMemberId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(8010);
  });

  it('should refuse times that are not free with 8104', async () => {
    const studio = await studioWith();
    await call('POST', `/api/shops/${studio.shop.id}/unavailabilities`, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-14', endDate: '2026-12-14' },
    });
    for (const start of [
      at('10:10'), // off the 15-minute grid
      at('08:45'), // before opening
      at('11:15'), // would end after closing
      '2026-12-08T10:00:00+01:00', // closed weekday
      '2026-12-14T10:00:00+01:00', // closure
      '2026-12-01T08:30:00+01:00', // inside the minimum notice
      '2027-02-01T10:00:00+01:00', // beyond the horizon
    ]) {
      const response = await book(studio, { start });
      expect(response.statusCode, start).toBe(409);
      expect(response.json().errorCode).toBe(8104);
    }
  });

  it('should never put a team member into two bookings at once, and free the time of a cancelled one', async () => {
    const studio = await studioWith();
    const first = await book(studio, { start: at('10:00') });
    const second = await book(studio, { start: at('10:15') });
    expect([first.json().teamMemberId, second.json().teamMemberId].sort()).toEqual(
      studio.members.map((member) => member.id).sort(),
    );
    const third = await book(studio, { start: at('10:30') });
    expect(third.statusCode).toBe(409);
    expect(third.json().errorCode).toBe(8104);

    const cancelled = await call('POST', `/api/shops/${studio.shop.id}/bookings/${first.json().id}/cancel`, {
      token: studio.ownerToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await book(studio, { start: at('10:30') })).statusCode).toBe(201);
  });

  it('should enforce one member, one booking at a time in the database itself', async () => {
    const studio = await studioWith();
    const { db } = await getTestPlatform();
    const row = (
      start: string,
      end: string,
      status: 'confirmed' | 'cancelled' | 'pending' = 'confirmed',
    ) => ({
      id: randomUUID(),
      shop_id: studio.shop.id,
      team_member_id: studio.members[0]?.id ?? null,
      start_at: start,
      end_at: end,
      status,
      customer_name: 'X',
      customer_email: 'x@example.com',
    });
    await db
      .insertInto('bookings')
      .values(row(at('10:00'), at('11:00')))
      .execute();
    // Touching ends and cancelled bookings do not conflict.
    await db
      .insertInto('bookings')
      .values(row(at('11:00'), at('12:00')))
      .execute();
    await db
      .insertInto('bookings')
      .values(row(at('10:30'), at('11:30'), 'cancelled'))
      .execute();
    const overlap = await db
      .insertInto('bookings')
      .values(row(at('10:30'), at('11:30'), 'pending'))
      .execute()
      .catch((error: unknown) => error);
    expect(overlap).toMatchObject({ code: '23P01' });
  });

  raceTest('should give exactly one of many simultaneous requests the last free place', async () => {
    const studio = await studioWith({ members: 1 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => guestToken()));
    const responses = await Promise.all(
      tokens.map((token) =>
        call('POST', `/api/shops/${studio.shop.id}/bookings`, {
          token,
          body: { serviceIds: [studio.services[0]?.id], start: at('10:00'), customer },
        }),
      ),
    );
    expectAnswerMix(responses, { '201': 1, '409 8104': 19 });
    await expectOnlyBooking(studio, responses);
  });

  raceTest('should give exactly one of simultaneous requests for overlapping times the member', async () => {
    const studio = await studioWith({ members: 1 });
    // Any two of these 60-minute times overlap.
    const starts = ['09:45', '10:00', '10:15', '10:30'].flatMap((time) => [at(time), at(time), at(time)]);
    const responses = await Promise.all(starts.map((start) => book(studio, { start })));
    expectAnswerMix(responses, { '201': 1, '409 8104': 11 });
    await expectOnlyBooking(studio, responses);
  });

  raceTest(
    'should keep the capacity under simultaneous requests when no team member is involved',
    async () => {
      // Without a team only the shop lock stands between competing requests (no member to exclude).
      const studio = await studioWith({ members: 0 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => book(studio, { start: at('10:00') })),
      );
      expectAnswerMix(responses, { '201': 1, '409 8104': 19 });
      await expectOnlyBooking(studio, responses);
    },
  );

  it('should let staff take walk-in and phone bookings without the minimum notice', async () => {
    const studio = await studioWith({ autoConfirm: false });
    testClock.set('2026-12-07T09:50:00+01:00');
    const walkIn = await book(studio, { start: at('10:00'), source: 'walk_in' }, studio.ownerToken);
    expect(walkIn.statusCode).toBe(201);
    expect(walkIn.json()).toMatchObject({ source: 'walk_in', status: 'confirmed' });
    const phone = await book(studio, { start: at('10:00'), source: 'phone' }, studio.ownerToken);
    expect(phone.json()).toMatchObject({ source: 'phone' });
    // No studio notice for the staff's own bookings.
    expect(await outboxMails(studio.shop.email)).toHaveLength(0);

    const customerSource = await book(studio, { start: at('11:00'), source: 'walk_in' });
    expect(customerSource.statusCode).toBe(403);
    const tooSoon = await book(studio, { start: at('10:30') });
    expect(tooSoon.json().errorCode).toBe(8104);
  });

  it('should book a walk-in with only a name and mail nobody without an address', async () => {
    const studio = await studioWith();
    const walkIn = await book(
      studio,
      { start: at('10:00'), source: 'walk_in', customer: { name: 'Walk-in Wanda' } },
      studio.ownerToken,
    );
    expect(walkIn.statusCode).toBe(201);
    expect(walkIn.json()).toMatchObject({
      source: 'walk_in',
      status: 'confirmed',
      customer: { name: 'Walk-in Wanda', email: null, phone: null },
    });
    const byPhone = await book(
      studio,
      { start: at('10:00'), source: 'phone', customer: { name: 'Phone Paul', email: '', phone: '+49 30 5' } },
      studio.ownerToken,
    );
    expect(byPhone.statusCode).toBe(201);
    expect(byPhone.json().customer).toEqual({ name: 'Phone Paul', email: null, phone: '+49 30 5' });
    const listed = await call('GET', `/api/shops/${studio.shop.id}/bookings?from=${monday}&to=${monday}`, {
      token: studio.ownerToken,
    });
    expect(listed.json().map((booking: { customer: { email: unknown } }) => booking.customer.email)).toEqual([
      null,
      null,
    ]);

    // Cancelling and moving mail the customer, but there is nobody to write to.
    const id = walkIn.json().id;
    const moved = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
      token: studio.ownerToken,
      body: { start: at('11:00') },
    });
    expect(moved.statusCode).toBe(200);
    expect((await outboxMails()).filter((mail) => mail.kind.startsWith('booking_'))).toHaveLength(0);

    // Once the studio has the address, the customer hears of the next change.
    const withEmail = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
      token: studio.ownerToken,
      body: { customer: { email: 'wanda@example.com' } },
    });
    expect(withEmail.json().customer.email).toBe('wanda@example.com');
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${id}/cancel`, { token: studio.ownerToken });
    expect((await outboxMails('wanda@example.com')).map((mail) => mail.kind)).toEqual(['booking_cancelled']);
  });

  it('should take an online booking with an email or a phone, and refuse one with neither', async () => {
    const studio = await studioWith();
    const phoneOnly = await book(studio, {
      start: at('10:00'),
      customer: { name: 'Guest', phone: '+49 151 9' },
    });
    expect(phoneOnly.statusCode).toBe(201);
    expect(phoneOnly.json()).toMatchObject({
      source: 'online',
      customer: { email: null, phone: '+49 151 9' },
    });

    for (const token of [undefined, studio.ownerToken]) {
      const nameOnly = await book(
        studio,
        { start: at('11:00'), customer: { name: 'Guest', email: '' } },
        token,
      );
      expect(nameOnly.statusCode).toBe(400);
      expect(nameOnly.json()).toMatchObject({
        errorCode: 9400,
        fields: { 'customer.email': expect.any(String) },
      });
    }

    // Taking away the only way to reach an online customer is refused too.
    const emailOnly = await book(studio, {
      start: at('11:00'),
      customer: { name: 'Guest', email: 'g@example.com' },
    });
    expect(emailOnly.statusCode).toBe(201);
    const cleared = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${emailOnly.json().id}`, {
      token: studio.ownerToken,
      body: { customer: { email: '' } },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({
      errorCode: 9400,
      fields: { 'customer.email': expect.any(String) },
    });
  });

  it('should answer 8005 for a bad service list and 9400 with fields for bad input', async () => {
    const studio = await studioWith();
    for (const serviceIds of [[], [randomUUID()], ['x'], [studio.services[0]?.id, studio.services[0]?.id]]) {
      const response = await book(studio, { serviceIds, start: at('10:00') });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(8005);
    }
    const bad = await book(studio, { start: '7.12.2026 10:00', customer: { name: '', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(9400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['start', 'customer.name', 'customer.email']),
    );
  });
});

describe('GET bookings', () => {
  it('should list the shop’s bookings by range, member and status for its admin', async () => {
    const studio = await studioWith();
    const [anna, ben] = studio.members.map((member) => member.id);
    const first = await book(studio, { start: at('10:00'), teamMemberId: anna });
    const second = await book(studio, { start: at('11:00'), teamMemberId: ben });
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${second.json().id}/cancel`, {
      token: studio.ownerToken,
    });
    await book(studio, { start: '2026-12-14T10:00:00+01:00' });

    const list = async (query: string) => {
      const response = await call('GET', `/api/shops/${studio.shop.id}/bookings?${query}`, {
        token: studio.ownerToken,
      });
      expect(response.statusCode).toBe(200);
      return response.json().map((booking: { id: string }) => booking.id);
    };
    expect(await list(`from=${monday}&to=${monday}`)).toEqual([first.json().id, second.json().id]);
    expect(await list(`from=${monday}&to=${monday}&status=confirmed,pending`)).toEqual([first.json().id]);
    expect(await list(`from=${monday}&to=${monday}&teamMemberId=${ben}`)).toEqual([second.json().id]);
    expect(
      await list(`from=${encodeURIComponent(at('10:30'))}&to=${encodeURIComponent(at('12:00'))}`),
    ).toEqual([first.json().id, second.json().id]);
    expect(await list('')).toHaveLength(3);

    const full = await call('GET', `/api/shops/${studio.shop.id}/bookings?from=${monday}&to=${monday}`, {
      token: studio.ownerToken,
    });
    expect(full.json()[0]).toMatchObject({ customer, start: at('10:00'), services: [expect.any(Object)] });
    expect(full.json()[0]).not.toHaveProperty('cancelToken');

    const reversed = await call(
      'GET',
      `/api/shops/${studio.shop.id}/bookings?from=2026-12-08&to=2026-12-07`,
      {
        token: studio.ownerToken,
      },
    );
    expect(reversed.json()).toMatchObject({ errorCode: 9400, fields: { to: expect.any(String) } });
    const badStatus = await call('GET', `/api/shops/${studio.shop.id}/bookings?status=done`, {
      token: studio.ownerToken,
    });
    expect(badStatus.json()).toMatchObject({ errorCode: 9400, fields: { status: expect.any(String) } });
  });

  it('should list each booking with its own treatments in the order they were booked', async () => {
    const studio = await studioWith({
      services: [
        { name: 'Shellac Maniküre', durationMinutes: 45, priceCents: 3500 },
        { name: 'Nagelpflege', durationMinutes: 30, priceCents: 2000 },
      ],
    });
    const [shellac, care] = studio.services.map((service) => service.id);
    const combined = await book(studio, { start: at('09:00'), serviceIds: [care, shellac] });
    const single = await book(studio, { start: at('11:00'), serviceIds: [shellac] });
    expect([combined.statusCode, single.statusCode]).toEqual([201, 201]);

    const response = await call('GET', `/api/shops/${studio.shop.id}/bookings?from=${monday}&to=${monday}`, {
      token: studio.ownerToken,
    });
    expect(response.json()).toMatchObject([
      {
        id: combined.json().id,
        serviceIds: [care, shellac],
        services: [
          { id: care, name: 'Nagelpflege', priceCents: 2000, durationMinutes: 30 },
          { id: shellac, name: 'Shellac Maniküre', priceCents: 3500, durationMinutes: 45 },
        ],
        totalPriceCents: 5500,
        durationMinutes: 75,
      },
      { id: single.json().id, serviceIds: [shellac], totalPriceCents: 3500, durationMinutes: 45 },
    ]);
    expect(response.json()[1].services).toHaveLength(1);
  });

  it("should not list another shop's bookings", async () => {
    const studio = await studioWith();
    await book(studio, { start: at('10:00') });
    const other = await shopAdminOfAnotherShop();
    await book(other.studio, { start: at('10:00') });

    const refused = await call('GET', `/api/shops/${studio.shop.id}/bookings`, { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(9403);
    const own = await call('GET', `/api/shops/${other.studio.shop.id}/bookings?from=${monday}&to=${monday}`, {
      token: other.token,
    });
    expect(own.json()).toHaveLength(1);
    expect(own.json()[0].shopId).toBe(other.studio.shop.id);

    const customerToken = await tokenFor(await createUser());
    expect(
      (await call('GET', `/api/shops/${studio.shop.id}/bookings`, { token: customerToken })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/shops/${studio.shop.id}/bookings`)).statusCode).toBe(401);
  });

  it('should show one booking to its shop’s admin and to whoever booked it, else 8103 or 403', async () => {
    const studio = await studioWith();
    const booker = await createUser();
    const bookerToken = await tokenFor(booker);
    const created = await book(studio, { start: at('10:00') }, bookerToken);
    const url = `/api/shops/${studio.shop.id}/bookings/${created.json().id}`;

    expect((await call('GET', url, { token: studio.ownerToken })).json()).toMatchObject({
      id: created.json().id,
    });
    expect((await call('GET', url, { token: bookerToken })).statusCode).toBe(200);
    const stranger = await call('GET', url, { token: await tokenFor(await createUser()) });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe(8103);
    const other = await shopAdminOfAnotherShop();
    expect((await call('GET', url, { token: other.token })).statusCode).toBe(403);
    // Another shop's booking through one's own shop, an unknown id, a malformed id.
    for (const path of [
      `/api/shops/${other.studio.shop.id}/bookings/${created.json().id}`,
      `/api/shops/${studio.shop.id}/bookings/${randomUUID()}`,
      `/api/shops/${studio.shop.id}/bookings/123`,
    ]) {
      const response = await call('GET', path, {
        token: path.includes(other.studio.shop.id) ? other.token : studio.ownerToken,
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().errorCode).toBe(8103);
    }
  });
});

describe('PATCH bookings/{id}', () => {
  it('should move a booking to a free time, free the old one and mail the customer', async () => {
    const studio = await studioWith({ members: 1 });
    const created = await book(studio, { start: at('10:00') });
    const url = `/api/shops/${studio.shop.id}/bookings/${created.json().id}`;
    // Overlapping its own old time is fine: the booking does not stand in its own way.
    const moved = await call('PATCH', url, { token: studio.ownerToken, body: { start: at('10:30') } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      start: at('10:30'),
      end: at('11:30'),
      teamMemberId: studio.members[0]?.id,
    });
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))).toEqual([
      '09:00',
      '09:15',
      '09:30',
    ]);

    const mails = await outboxMails(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmed', 'booking_rescheduled']);
    const ics = mails[1]?.attachments[0]?.content ?? '';
    expect(ics).toContain('DTSTART:20261207T093000Z');
    expect(ics).toContain('SEQUENCE:1');

    // The first mail's link (also in the .ics the customer saved) and the new mail's both work.
    const newToken = /token=([A-Za-z0-9_-]+)/.exec(mails[1]?.text_body ?? '')?.[1];
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(created.json().cancelToken);
    for (const token of [created.json().cancelToken, newToken]) {
      const shown = await call('GET', `/api/bookings/by-token?token=${token}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ start: at('10:30') });
    }
  });

  it('should refuse a move onto taken time with 8104 and move between members', async () => {
    const studio = await studioWith();
    const [anna, ben] = studio.members.map((member) => member.id);
    const first = await book(studio, { start: at('09:00'), teamMemberId: anna });
    const second = await book(studio, { start: at('10:00'), teamMemberId: ben });
    const url = `/api/shops/${studio.shop.id}/bookings/${second.json().id}`;

    const ontoAnna = await call('PATCH', url, {
      token: studio.ownerToken,
      body: { start: at('09:00'), teamMemberId: anna },
    });
    expect(ontoAnna.statusCode).toBe(409);
    expect(ontoAnna.json().errorCode).toBe(8104);
    // Without a member named, the move keeps Ben, who is free at 09:00.
    const kept = await call('PATCH', url, { token: studio.ownerToken, body: { start: at('09:15') } });
    expect(kept.json()).toMatchObject({ start: at('09:15'), teamMemberId: ben });
    const reassigned = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${first.json().id}`, {
      token: studio.ownerToken,
      body: { start: at('11:00'), teamMemberId: ben },
    });
    expect(reassigned.json()).toMatchObject({ start: at('11:00'), teamMemberId: ben });
    const closed = await call('PATCH', url, {
      token: studio.ownerToken,
      body: { start: '2026-12-08T10:00:00+01:00' },
    });
    expect(closed.json().errorCode).toBe(8104);
    const unknownMember = await call('PATCH', url, {
      token: studio.ownerToken,
      body: { teamMemberId: randomUUID() },
    });
    expect(unknownMember.json().errorCode).toBe(8010);
  });

  it('should follow the booking status machine and edit notes and customer details', async () => {
    const studio = await studioWith();
    const created = await book(studio, { start: at('10:00') });
    const url = `/api/shops/${studio.shop.id}/bookings/${created.json().id}`;
    const patch = (body: Record<string, unknown>) => call('PATCH', url, { token: studio.ownerToken, body });

    const noted = await patch({ notes: 'Allergie gegen Acryl', customer: { phone: null, name: 'Clara K.' } });
    expect(noted.json()).toMatchObject({
      notes: 'Allergie gegen Acryl',
      customer: { name: 'Clara K.', email: customer.email, phone: null },
    });
    expect((await patch({ status: 'pending' })).json().errorCode).toBe(9409);
    expect((await patch({ status: 'completed' })).json().status).toBe('completed');
    expect((await patch({ status: 'no_show' })).json().status).toBe('no_show');
    const movedAfter = await patch({ start: at('11:00') });
    expect(movedAfter.statusCode).toBe(409);
    expect(movedAfter.json().errorCode).toBe(9409);
    expect((await patch({ status: 'cancelled' })).json().errorCode).toBe(9409);
    // The time of a no-show is free again.
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))).toContain('10:00');
  });

  it('should refuse other shops’ admins, unknown bookings and bad input', async () => {
    const studio = await studioWith();
    const created = await book(studio, { start: at('10:00') });
    const other = await shopAdminOfAnotherShop();
    const url = `/api/shops/${studio.shop.id}/bookings/${created.json().id}`;
    expect((await call('PATCH', url, { token: other.token, body: { notes: 'x' } })).statusCode).toBe(403);
    expect((await call('POST', `${url}/cancel`, { token: other.token })).statusCode).toBe(403);
    const foreign = await call('PATCH', `/api/shops/${other.studio.shop.id}/bookings/${created.json().id}`, {
      token: other.token,
      body: { notes: 'x' },
    });
    expect(foreign.json().errorCode).toBe(8103);
    const foreignCancel = await call(
      'POST',
      `/api/shops/${other.studio.shop.id}/bookings/${created.json().id}/cancel`,
      {
        token: other.token,
      },
    );
    expect(foreignCancel.json().errorCode).toBe(8103);
    const bad = await call('PATCH', url, {
      token: studio.ownerToken,
      body: { start: 'tomorrow', status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['start', 'status']));
    // Still as it was.
    expect((await call('GET', url, { token: studio.ownerToken })).json()).toMatchObject({
      start: at('10:00'),
      notes: null,
    });
  });
});

describe('POST bookings/{id}/cancel', () => {
  it('should cancel once, mail the customer, and answer 8001 the second time', async () => {
    const studio = await studioWith();
    const created = await book(studio, { start: at('10:00') });
    const url = `/api/shops/${studio.shop.id}/bookings/${created.json().id}/cancel`;
    expect((await call('POST', url, { token: studio.ownerToken })).json().status).toBe('cancelled');
    const again = await call('POST', url, { token: studio.ownerToken });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(8001);
    const mails = await outboxMails(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmed', 'booking_cancelled']);
    expect(mails[1]?.attachments[0]?.content).toContain('STATUS:CANCELLED');
  });
});

describe('the customer’s cancel link', () => {
  it('should show the booking and cancel it until 24 hours before the start', async () => {
    const studio = await studioWith();
    const created = await book(studio, { start: at('10:00') });
    const { cancelToken } = created.json();

    const shown = await call('GET', `/api/bookings/by-token?token=${cancelToken}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: created.json().id,
      status: 'confirmed',
      start: at('10:00'),
      customerName: customer.name,
      teamMemberName: 'Anna',
      shop: { id: studio.shop.id, name: studio.shop.name },
      cancellable: true,
      cancelUntil: '2026-12-06T10:00:00+01:00',
    });

    testClock.set('2026-12-06T09:59:00+01:00');
    const cancelled = await call('POST', '/api/bookings/cancel', { body: { token: cancelToken } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    const again = await call('POST', '/api/bookings/cancel', { body: { token: cancelToken } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(8001);

    expect((await outboxMails(customer.email)).map((mail) => mail.kind)).toEqual([
      'booking_confirmed',
      'booking_cancelled',
    ]);
    expect((await outboxMails(studio.shop.email)).map((mail) => mail.kind)).toEqual([
      'shop_booking_created',
      'shop_booking_cancelled',
    ]);
  });

  it('should refuse to cancel after the cut-off with 8002', async () => {
    const studio = await studioWith();
    const created = await book(studio, { start: at('10:00') });
    testClock.set('2026-12-06T10:01:00+01:00');
    const late = await call('POST', '/api/bookings/cancel', { body: { token: created.json().cancelToken } });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe(8002);
    const shown = await call('GET', `/api/bookings/by-token?token=${created.json().cancelToken}`);
    expect(shown.json()).toMatchObject({ status: 'confirmed', cancellable: false });
  });

  it('should answer 8103 for an unknown token and 401 without the API key', async () => {
    const unknown = await call('POST', '/api/bookings/cancel', { body: { token: 'a'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(8103);
    expect((await call('GET', `/api/bookings/by-token?token=${'b'.repeat(43)}`)).json().errorCode).toBe(8103);
    expect((await call('POST', '/api/bookings/cancel', { body: { token: 'x' } })).json().errorCode).toBe(
      9400,
    );
    const keyless = await call('POST', '/api/bookings/cancel', {
      apiKey: null,
      body: { token: 'a'.repeat(43) },
    });
    expect(keyless.statusCode).toBe(401);
  });
});
