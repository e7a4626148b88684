// A studio's clients: one per person from every contact, search, the card with visits and money,
// notes with their history, merge and split, CSV export, erasure, and no way into another shop's.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio, guestToken } from '../support/booking-fixtures.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; bookings go to the following days.
const now = '2026-12-01T08:00:00+01:00';
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeEach(() => testClock.set(now));

async function studio(): Promise<BookingStudio> {
  return bookingStudio({ members: 2 });
}

async function clientsOf(studio: BookingStudio, query = '') {
  const response = await call('GET', `/api/shops/${studio.shop.id}/clients${query}`, {
    token: studio.ownerToken,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; name: string; email?: string; phone?: string; visits: number; noShows: number }[];
    total: number;
  };
}

async function bookAs(
  studio: BookingStudio,
  start: string,
  customer: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const response = await book(
    studio,
    { start, customer, ...extra },
    extra.source ? studio.ownerToken : undefined,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function setStatus(studio: BookingStudio, bookingId: string, status: string) {
  const response = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${bookingId}`, {
    token: studio.ownerToken,
    body: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function card(studio: BookingStudio, clientId: string) {
  const response = await call('GET', `/api/shops/${studio.shop.id}/clients/${clientId}`, {
    token: studio.ownerToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('client records', () => {
  it('should make one client per person, matched by account, else email, else phone', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), { name: 'Mai Nguyen', email: 'mai@example.com' });
    // Same person: the email in other case, now with a phone number.
    await bookAs(setup, at('02', '10:00'), {
      name: 'Mai N.',
      email: 'MAI@example.com',
      phone: '+49 151 555 0101',
    });
    // Same person again by phone alone, spaced differently, taken at the desk.
    await bookAs(setup, at('02', '11:00'), { name: 'Mai', phone: '+4915155501 01' }, { source: 'phone' });
    // A walk-in with a name only is a client of her own, and so is the next one of that name.
    await bookAs(setup, at('02', '12:00'), { name: 'Lena' }, { source: 'walk_in' });
    await bookAs(setup, at('02', '13:00'), { name: 'Lena' }, { source: 'walk_in' });
    // A signed-in customer is found by her account even under another email.
    const account = await createUser({ name: 'Tuyet Tran', email: 'tuyet@example.com' });
    const accountToken = await tokenFor(account);
    for (const [time, email] of [
      ['14:00', 'tuyet@example.com'],
      ['15:00', 'tuyet.work@example.com'],
    ] as const) {
      const response = await book(
        setup,
        { start: at('02', time), customer: { name: 'Tuyet', email } },
        accountToken,
      );
      expect(response.statusCode, response.body).toBe(201);
    }

    const list = await clientsOf(setup);
    expect(list.total).toBe(4);
    expect(list.items.map((item) => [item.name, item.email ?? null, item.phone ?? null])).toEqual([
      ['Lena', null, null],
      ['Lena', null, null],
      ['Mai Nguyen', 'mai@example.com', '+49 151 555 0101'],
      ['Tuyet', 'tuyet@example.com', null],
    ]);
    const { db } = await getTestPlatform();
    const mai = list.items.find((item) => item.name === 'Mai Nguyen');
    const maiBookings = await db
      .selectFrom('bookings')
      .select('id')
      .where('client_id', '=', mai?.id ?? '')
      .execute();
    expect(maiBookings).toHaveLength(3);
  });

  it('should search by name, email and phone in any spacing, a page at a time', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), {
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      phone: '0151 2233445',
    });
    await bookAs(setup, at('02', '10:00'), {
      name: 'Bea Müller',
      email: 'bea@studio-fan.de',
      phone: '+49 160 7654321',
    });
    await bookAs(setup, at('02', '11:00'), { name: 'Carla Schmitz', email: 'carla@example.com' });

    expect((await clientsOf(setup, '?q=schm')).items.map((item) => item.name)).toEqual([
      'Anna Schmidt',
      'Carla Schmitz',
    ]);
    expect((await clientsOf(setup, '?q=MÜLL')).items.map((item) => item.name)).toEqual(['Bea Müller']);
    expect((await clientsOf(setup, '?q=studio-fan')).items.map((item) => item.name)).toEqual(['Bea Müller']);
    expect((await clientsOf(setup, '?q=0151%20223%2034')).items.map((item) => item.name)).toEqual([
      'Anna Schmidt',
    ]);
    // A national number finds one stored in international form.
    expect((await clientsOf(setup, '?q=0160%20765')).items.map((item) => item.name)).toEqual(['Bea Müller']);
    expect((await clientsOf(setup, '?q=100%25')).items).toEqual([]);
    const page = await clientsOf(setup, '?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, items: [{ name: 'Carla Schmitz' }] });
    const refused = await call('GET', `/api/shops/${setup.shop.id}/clients?pageSize=1000`, {
      token: setup.ownerToken,
      language: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe(9400);
  });

  it('should show visits, no-shows, late cancellations, money and upcoming visits on the card', async () => {
    const setup = await studio();
    const person = { name: 'Ha Le', email: 'ha@example.com' };
    const visited = await bookAs(setup, at('02', '09:00'), person);
    const missed = await bookAs(setup, at('02', '11:00'), person);
    const lateCancelled = await bookAs(setup, at('03', '09:00'), person);
    const upcoming = await bookAs(setup, at('10', '09:00'), person);
    testClock.set(at('02', '18:00'));
    await setStatus(setup, visited.id, 'completed');
    await setStatus(setup, missed.id, 'no_show');
    const cancel = await call('POST', `/api/shops/${setup.shop.id}/bookings/${lateCancelled.id}/cancel`, {
      token: setup.ownerToken,
      body: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [item] = (await clientsOf(setup)).items;
    expect(item).toMatchObject({
      visits: 1,
      noShows: 1,
      lastVisitAt: new Date(at('02', '09:00')).toISOString(),
    });
    const shown = await card(setup, item?.id ?? '');
    expect(shown).toMatchObject({
      name: 'Ha Le',
      email: 'ha@example.com',
      hasAccount: false,
      visits: 1,
      noShows: 1,
      lateCancellations: 1,
      totalSpentCents: 3000,
      loyalty: { stamps: null, vouchers: [], gifts: [] },
    });
    expect(shown.upcoming.map((visit: { bookingId: string }) => visit.bookingId)).toEqual([upcoming.id]);
    expect(shown.past.map((visit: { bookingId: string }) => visit.bookingId)).toEqual([
      lateCancelled.id,
      missed.id,
      visited.id,
    ]);
    expect(shown.past[2]).toMatchObject({
      treatments: ['Maniküre'],
      serviceIds: [setup.services[0]?.id],
      priceCents: 3000,
      status: 'completed',
    });
    // The studio's booking names the client record, so the card opens from the calendar.
    const booking = await call('GET', `/api/shops/${setup.shop.id}/bookings/${upcoming.id}`, {
      token: setup.ownerToken,
    });
    expect(booking.json().clientId).toBe(item?.id);
    // The customer's own answer does not name the studio's record.
    expect(upcoming).not.toHaveProperty('clientId');
    const listed = await call('GET', `/api/shops/${setup.shop.id}/bookings?from=2026-12-10&to=2026-12-10`, {
      token: setup.ownerToken,
    });
    expect(listed.json().map((entry: { clientId: string }) => entry.clientId)).toEqual([item?.id]);
  });

  it('should keep notes with their author and time, newest first', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), { name: 'Kim', email: 'kim@example.com' });
    const [client] = (await clientsOf(setup)).items;
    const base = `/api/shops/${setup.shop.id}/clients/${client?.id}/notes`;
    const first = await call('POST', base, { token: setup.ownerToken, body: { text: 'Allergie: Acrylat' } });
    expect(first.statusCode).toBe(201);
    testClock.set(at('01', '12:00'));
    const second = await call('POST', base, {
      token: setup.ownerToken,
      body: { text: 'Mag Mandelform, Nude-Töne' },
    });
    expect(second.statusCode).toBe(201);
    expect(
      second.json().notes.map((note: { text: string; authorName: string }) => [note.text, note.authorName]),
    ).toEqual([
      ['Mag Mandelform, Nude-Töne', 'Test User'],
      ['Allergie: Acrylat', 'Test User'],
    ]);
    expect((await card(setup, client?.id ?? '')).notes).toHaveLength(2);
    const empty = await call('POST', base, {
      token: setup.ownerToken,
      body: { text: '   ' },
      language: 'en',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe(9400);
  });

  it('should merge two records into one card and split a wrong merge again', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), { name: 'Sara Weiß', email: 'sara@example.com' });
    await bookAs(setup, at('02', '10:00'), { name: 'Sara W.' }, { source: 'walk_in' });
    const list = await clientsOf(setup);
    const survivor = list.items.find((item) => item.email) ?? { id: '' };
    const other = list.items.find((item) => !item.email) ?? { id: '' };
    await call('POST', `/api/shops/${setup.shop.id}/clients/${other.id}/notes`, {
      token: setup.ownerToken,
      body: { text: 'Kommt immer mit Hund' },
    });
    const merged = await call('POST', `/api/shops/${setup.shop.id}/clients/${survivor.id}/merge`, {
      token: setup.ownerToken,
      body: { otherClientId: other.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: survivor.id, merged: [{ id: other.id, name: 'Sara W.' }] });
    expect(merged.json().upcoming).toHaveLength(2);
    expect(merged.json().notes).toHaveLength(1);
    expect((await clientsOf(setup)).total).toBe(1);
    // The absorbed record's link opens the survivor's card.
    expect((await card(setup, other.id)).id).toBe(survivor.id);
    const self = await call('POST', `/api/shops/${setup.shop.id}/clients/${survivor.id}/merge`, {
      token: setup.ownerToken,
      body: { otherClientId: other.id },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().errorCode).toBe(8302);

    const split = await call('POST', `/api/shops/${setup.shop.id}/clients/${survivor.id}/split`, {
      token: setup.ownerToken,
      body: { mergedClientId: other.id },
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ merged: [], notes: [] });
    expect(split.json().upcoming).toHaveLength(1);
    expect((await clientsOf(setup)).total).toBe(2);
    expect((await card(setup, other.id)).notes).toHaveLength(1);
  });

  it('should let the studio add a phone number later and refuse one another client has', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), { name: 'Walk-in Vy' }, { source: 'walk_in' });
    await bookAs(setup, at('02', '10:00'), { name: 'Oanh', phone: '+49 170 1112223' }, { source: 'phone' });
    const vy = (await clientsOf(setup, '?q=vy')).items[0];
    const base = `/api/shops/${setup.shop.id}/clients/${vy?.id}`;
    const added = await call('PATCH', base, {
      token: setup.ownerToken,
      body: { phone: '+49 160 9998887', marketingConsent: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ phone: '+49 160 9998887', marketingConsent: true });
    // Her next phone booking finds her by that number.
    await bookAs(setup, at('03', '10:00'), { name: 'Vy', phone: '+49160 999 8887' }, { source: 'phone' });
    expect((await card(setup, vy?.id ?? '')).upcoming).toHaveLength(2);
    const taken = await call('PATCH', base, {
      token: setup.ownerToken,
      body: { phone: '+49 (170) 111 2223' },
      language: 'en',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe(8301);
  });

  it('should export the list as CSV with formula cells defused', async () => {
    const setup = await studio();
    await bookAs(setup, at('02', '09:00'), { name: '=HYPERLINK("x")', email: 'f@example.com' });
    await bookAs(setup, at('02', '10:00'), { name: 'Jürgen, der Zweite', email: 'j@example.com' });
    const response = await call('GET', `/api/shops/${setup.shop.id}/clients/export`, {
      token: setup.ownerToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,name,email,phone,visits,noShows,lateCancellations,lastVisitAt,marketingConsent',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",f@example.com,`);
    expect(lines[2]).toContain('"Jürgen, der Zweite",j@example.com,');
  });

  raceTest('should make one client of two simultaneous bookings by the same new person', async () => {
    const setup = await studio();
    const tokens = await Promise.all([guestToken(), guestToken()]);
    const answers = await Promise.all(
      tokens.map((token, index) =>
        book(
          setup,
          {
            start: at('02', index === 0 ? '09:00' : '11:00'),
            customer: { name: 'Neu', email: 'neu@example.com' },
          },
          token,
        ),
      ),
    );
    expectAnswerMix(answers, { '201': 2 });
    expect((await clientsOf(setup)).total).toBe(1);
  });

  raceTest('should make one client of many simultaneous first contacts, whatever writes them', async () => {
    const setup = await studio();
    const { db } = await getTestPlatform();
    // Reservations written side by side in transactions of their own: no booking lock orders them.
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('reservations')
            .values({
              id: randomUUID(),
              shop_id: setup.shop.id,
              name: 'Gleich',
              email: index % 2 === 0 ? 'gleich@example.com' : 'GLEICH@example.com',
              phone: null,
              date_time: new Date(at('05', '19:00')),
              persons: 2,
              user_id: null,
            })
            .execute();
          await sql`SELECT pg_sleep(0.05)`.execute(trx);
        }),
      ),
    );
    const clients = await db
      .selectFrom('clients')
      .select('id')
      .where('shop_id', '=', setup.shop.id)
      .execute();
    expect(clients).toHaveLength(1);
    const linked = await db
      .selectFrom('reservations')
      .select('client_id')
      .distinct()
      .where('shop_id', '=', setup.shop.id)
      .execute();
    expect(linked).toEqual([{ client_id: clients[0]?.id }]);
  });
});

describe('clients of another shop', () => {
  it('should not return another shop’s clients nor let their notes be read or written', async () => {
    const setup = await studio();
    const other = await studio();
    await bookAs(setup, at('02', '09:00'), { name: 'Geheim', email: 'geheim@example.com' });
    const [client] = (await clientsOf(setup)).items;
    const base = `/api/shops/${setup.shop.id}/clients`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/${client?.id}`, undefined],
      ['GET', `${base}/export`, undefined],
      ['GET', `${base}/${client?.id}/export`, undefined],
      ['POST', `${base}/${client?.id}/notes`, { text: 'x' }],
      ['PATCH', `${base}/${client?.id}`, { name: 'x' }],
      ['DELETE', `${base}/${client?.id}`, undefined],
    ] as const) {
      const answer = await call(method, url, { token: other.ownerToken, body });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
    // Through its own shop's path, the other shop's client is unknown.
    const viaOwn = await call('GET', `/api/shops/${other.shop.id}/clients/${client?.id}`, {
      token: other.ownerToken,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().errorCode).toBe(8300);
    expect((await clientsOf(other)).total).toBe(0);
  });
});
