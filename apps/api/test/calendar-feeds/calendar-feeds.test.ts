// Calendar feeds: the secret address answers iCalendar that an independent parser (ical.js) reads,
// with the treatment and the client's first name only; a revoked address answers 404; another
// studio's owner can neither list nor revoke.
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026 in Berlin; the studios open Monday to Friday 09:00–17:00.
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;
beforeEach(() => testClock.set(at('01', '08:00')));

/** The feed's address as the API is reached in tests (no host, no key). */
function pathOf(url: string): string {
  return new URL(url).pathname;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('calendar feeds', () => {
  it('should answer a team member’s appointments as iCalendar an independent parser reads', async () => {
    const studio = await bookingStudio({ members: 2 });
    const [anna, ben] = studio.members;
    const customer = { name: 'Clara Kundin', email: 'clara@example.com', phone: '+49 151 1234567' };
    expect(
      (await book(studio, { start: at('02', '10:00'), teamMemberId: anna?.id, customer })).statusCode,
    ).toBe(201);
    expect((await book(studio, { start: at('02', '12:00'), teamMemberId: ben?.id })).statusCode).toBe(201);
    const cancelled = await book(studio, { start: at('03', '10:00'), teamMemberId: anna?.id });
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${cancelled.json().id}/cancel`, {
      token: studio.ownerToken,
    });

    const created = await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
      body: { teamMemberId: anna?.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ teamMemberId: anna?.id, teamMemberName: 'Anna' });
    const feed = await call('GET', pathOf(created.json().url), { apiKey: null });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe('Maniküre · Clara');
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe(new Date(at('02', '10:00')).toISOString());
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe(new Date(at('02', '11:00')).toISOString());
    // No contact data in a feed that may end up in a shared calendar.
    expect(feed.body).not.toContain('clara@example.com');
    expect(feed.body).not.toContain('1234567');
    expect(feed.body).not.toContain('Kundin');

    const whole = await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
      body: {},
    });
    const all = eventsOf((await call('GET', pathOf(whole.json().url), { apiKey: null })).body);
    expect(all.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      new Date(at('02', '10:00')).toISOString(),
      new Date(at('02', '12:00')).toISOString(),
    ]);
  });

  it('should answer 404 once a feed is revoked, and for a made-up address', async () => {
    const studio = await bookingStudio({ members: 1 });
    const created = await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
      body: {},
    });
    const path = pathOf(created.json().url);
    expect((await call('GET', path, { apiKey: null })).statusCode).toBe(200);
    const listed = await call('GET', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
    });
    expect(listed.json().map((feed: { id: string }) => feed.id)).toEqual([created.json().id]);

    const revoked = await call('DELETE', `/api/shops/${studio.shop.id}/calendar-feeds/${created.json().id}`, {
      token: studio.ownerToken,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', path, { apiKey: null })).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar-feeds/made-up', { apiKey: null })).statusCode).toBe(404);
    const again = await call('DELETE', `/api/shops/${studio.shop.id}/calendar-feeds/${created.json().id}`, {
      token: studio.ownerToken,
    });
    expect(again.statusCode).toBe(404);
  });

  it('should not return another shop’s feeds, nor let its owner revoke one', async () => {
    const studio = await bookingStudio({ members: 1 });
    const foreign = await bookingStudio({ members: 1 });
    const created = await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
      body: {},
    });
    const id = created.json().id;
    expect(
      (await call('GET', `/api/shops/${studio.shop.id}/calendar-feeds`, { token: foreign.ownerToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('DELETE', `/api/shops/${studio.shop.id}/calendar-feeds/${id}`, {
          token: foreign.ownerToken,
        })
      ).statusCode,
    ).toBe(403);
    // Through their own shop the feed is unknown.
    expect(
      (
        await call('DELETE', `/api/shops/${foreign.shop.id}/calendar-feeds/${id}`, {
          token: foreign.ownerToken,
        })
      ).statusCode,
    ).toBe(404);
    // A team member of another studio cannot be named.
    const otherMember = foreign.members[0]?.id;
    const refused = await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, {
      token: studio.ownerToken,
      body: { teamMemberId: otherMember },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe(8010);
    // Staff cannot make feeds.
    const staffUser = await createUser({ role: 'shopAdmin', shopId: studio.shop.id });
    const { db } = await getTestPlatform();
    const staff = await tokenFor(
      await db
        .updateTable('users')
        .set({ shop_level: 'staff' })
        .where('id', '=', staffUser.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    expect(
      (await call('POST', `/api/shops/${studio.shop.id}/calendar-feeds`, { token: staff, body: {} }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', pathOf(created.json().url), { apiKey: null })).statusCode).toBe(200);
  });
});
