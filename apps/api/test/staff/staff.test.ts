// Team logins: invitation by mail and acceptance, the levels enforced per route family, sessions
// ending on removal or a lower level, the last-owner rule, and no reach into another studio.
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, fixturePassword, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const now = '2026-12-01T08:00:00+01:00';
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeEach(() => testClock.set(now));

async function invite(studio: BookingStudio, body: Record<string, unknown>, token = studio.ownerToken) {
  return call('POST', `/api/shops/${studio.shop.id}/staff-invitations`, { token, body, language: 'en' });
}

/** The token of the link in the newest invitation mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mails = await outboxMails(email);
  const text = mails.at(-1)?.text_body ?? '';
  const link = /https?:\/\/\S+staff-invitation\?token=([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no invitation link in: ${text}`);
  return link[1];
}

/** A colleague invited at `level` who accepted: their session token and account id. */
async function colleague(
  studio: BookingStudio,
  level: 'owner' | 'manager' | 'staff',
  teamMemberIndex?: number,
): Promise<{ token: string; uid: string; email: string }> {
  const account = await createUser({ name: `Kollegin ${level}` });
  const teamMemberId = teamMemberIndex === undefined ? undefined : studio.members[teamMemberIndex]?.id;
  const invited = await invite(studio, {
    email: account.email,
    level,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await call('POST', '/api/staff-invitations/accept', {
    token: await tokenFor(account),
    body: { token: await mailedToken(account.email) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { token: accepted.json().token, uid: account.id, email: account.email };
}

describe('staff invitations', () => {
  it('should invite by mail and make the accepting account a shop admin at the level', async () => {
    const studio = await bookingStudio();
    const account = await createUser({ email: 'nail.artist@example.com' });
    const invited = await invite(studio, {
      email: 'Nail.Artist@example.com',
      level: 'staff',
      teamMemberId: studio.members[1]?.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'nail.artist@example.com', level: 'staff' });
    const token = await mailedToken(account.email);

    const stranger = await createUser();
    const wrongPerson = await call('POST', '/api/staff-invitations/accept', {
      token: await tokenFor(stranger),
      body: { token },
    });
    expect(wrongPerson.statusCode).toBe(403);

    const accepted = await call('POST', '/api/staff-invitations/accept', {
      token: await tokenFor(account),
      body: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const user = {
      role: 'shopAdmin',
      shopId: studio.shop.id,
      shopLevel: 'staff',
      teamMemberId: studio.members[1]?.id,
    };
    expect(accepted.json().user).toMatchObject(user);
    const login = await call('POST', '/api/auth/login', {
      body: { email: account.email, password: fixturePassword },
    });
    expect(login.json().user).toMatchObject(user);

    const again = await call('POST', '/api/staff-invitations/accept', {
      token: await tokenFor(account),
      body: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe(8303);
  });

  it('should refuse an expired invitation and one withdrawn by the owner', async () => {
    const studio = await bookingStudio();
    const late = await createUser();
    expect((await invite(studio, { email: late.email, level: 'manager' })).statusCode).toBe(201);
    const lateToken = await mailedToken(late.email);
    testClock.set(at('09', '08:00'));
    const expired = await call('POST', '/api/staff-invitations/accept', {
      token: await tokenFor(late),
      body: { token: lateToken },
    });
    expect(expired.json().errorCode).toBe(8303);

    const withdrawn = await createUser();
    const invitation = await invite(studio, { email: withdrawn.email, level: 'staff' });
    const revoked = await call(
      'DELETE',
      `/api/shops/${studio.shop.id}/staff-invitations/${invitation.json().id}`,
      {
        token: studio.ownerToken,
      },
    );
    expect(revoked.statusCode).toBe(204);
    const refused = await call('POST', '/api/staff-invitations/accept', {
      token: await tokenFor(withdrawn),
      body: { token: await mailedToken(withdrawn.email) },
    });
    expect(refused.json().errorCode).toBe(8303);
  });

  it('should let only owners invite and see the team’s logins', async () => {
    const studio = await bookingStudio();
    const manager = await colleague(studio, 'manager');
    const refused = await invite(studio, { email: 'x@example.com', level: 'staff' }, manager.token);
    expect(refused.statusCode).toBe(403);
    const list = await call('GET', `/api/shops/${studio.shop.id}/staff`, { token: studio.ownerToken });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .members.map((member: { level: string }) => member.level)
        .sort(),
    ).toEqual(['manager', 'owner']);
  });
});

describe('levels per route family', () => {
  it('should keep staff to the calendar, changing only their own column, and to their own clients', async () => {
    const studio = await bookingStudio({ members: 2 });
    const staff = await colleague(studio, 'staff', 0);
    const own = await book(studio, {
      start: at('02', '10:00'),
      teamMemberId: studio.members[0]?.id,
      customer: { name: 'Eigene Kundin', email: 'own@example.com' },
    });
    const others = await book(studio, {
      start: at('02', '10:00'),
      teamMemberId: studio.members[1]?.id,
      customer: { name: 'Fremde Kundin', email: 'other@example.com' },
    });
    const base = `/api/shops/${studio.shop.id}`;
    const calendar = await call('GET', `${base}/bookings?from=2026-12-02&to=2026-12-02`, {
      token: staff.token,
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json()).toHaveLength(2);
    const checkIn = await call('PATCH', `${base}/bookings/${own.json().id}`, {
      token: staff.token,
      body: { notes: 'Ist da' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    for (const [url, body] of [
      [`${base}/bookings/${others.json().id}`, { notes: 'x' }],
      [`${base}/bookings/${own.json().id}`, { teamMemberId: studio.members[1]?.id }],
    ] as const) {
      expect((await call('PATCH', url, { token: staff.token, body })).statusCode).toBe(403);
    }
    // Settings, money and analytics are closed to staff.
    for (const [method, url, body] of [
      ['PUT', `${base}/opening-hours`, { days: [] }],
      ['GET', `${base}/connect/status`, undefined],
      ['GET', `${base}/dashboard`, undefined],
      ['GET', `${base}/vouchers`, undefined],
      ['POST', `${base}/team-members`, { name: 'X', color: '#000000' }],
    ] as const) {
      const answer = await call(method, url, { token: staff.token, body });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
    const clients = await call('GET', `${base}/clients`, { token: staff.token });
    expect(clients.json()).toMatchObject({ total: 1, items: [{ name: 'Eigene Kundin' }] });
    const { db } = await getTestPlatform();
    const stranger = await db
      .selectFrom('clients')
      .select('id')
      .where('email', '=', 'other@example.com')
      .executeTakeFirstOrThrow();
    const hidden = await call('GET', `${base}/clients/${stranger.id}`, { token: staff.token });
    expect(hidden.json().errorCode).toBe(8300);
  });

  it('should let managers run the studio but not its plan, payouts or profile', async () => {
    const studio = await bookingStudio();
    const manager = await colleague(studio, 'manager');
    const base = `/api/shops/${studio.shop.id}`;
    const hours = await call('PUT', `${base}/opening-hours`, {
      token: manager.token,
      body: { days: [{ weekday: 1, ranges: [{ start: '10:00', end: '18:00' }] }] },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await call('GET', `${base}/clients`, { token: manager.token })).statusCode).toBe(200);
    const settings = await call('PUT', `${base}/booking-settings`, {
      token: manager.token,
      body: { slotStepMinutes: 30, autoConfirm: false },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ slotStepMinutes: 30, autoConfirm: false });
    // The rest of the shop stays the owner's, also when sent along to the settings' path.
    const sneaked = await call('PUT', `${base}/booking-settings`, {
      token: manager.token,
      body: { name: 'Umbenannt', minLeadMinutes: 60 },
    });
    expect(sneaked.statusCode, sneaked.body).toBe(200);
    expect(sneaked.json()).toMatchObject({ name: studio.shop.name, minLeadMinutes: 60 });
    for (const [method, url, body] of [
      ['POST', `${base}/subscription`, { plan: 'basic' }],
      ['GET', `${base}/subscription`, undefined],
      ['POST', `${base}/connect/initiate`, undefined],
      ['PUT', base, { name: 'Umbenannt' }],
    ] as const) {
      const answer = await call(method, url, { token: manager.token, body });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
  });
});

describe('changing the team', () => {
  it('should end a person’s sessions at once when lowered or removed', async () => {
    const studio = await bookingStudio();
    const manager = await colleague(studio, 'manager');
    const base = `/api/shops/${studio.shop.id}/staff/${manager.uid}`;
    const lowered = await call('PUT', base, { token: studio.ownerToken, body: { level: 'staff' } });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ level: 'staff' });
    expect((await call('GET', '/api/me', { token: manager.token })).statusCode).toBe(401);

    const login = await call('POST', '/api/auth/login', {
      body: { email: manager.email, password: fixturePassword },
    });
    expect(login.json().user).toMatchObject({ shopLevel: 'staff' });
    const removed = await call('DELETE', base, { token: studio.ownerToken });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/me', { token: login.json().token })).statusCode).toBe(401);
    const after = await call('POST', '/api/auth/login', {
      body: { email: manager.email, password: fixturePassword },
    });
    expect(after.json().user).toMatchObject({ role: 'appUser', shopId: null, shopLevel: null });
  });

  it('should never leave a studio without an owner', async () => {
    const studio = await bookingStudio();
    const { db } = await getTestPlatform();
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('shop_id', '=', studio.shop.id)
      .executeTakeFirstOrThrow();
    const base = `/api/shops/${studio.shop.id}/staff/${owner.id}`;
    for (const answer of [
      await call('PUT', base, { token: studio.ownerToken, body: { level: 'manager' } }),
      await call('DELETE', base, { token: studio.ownerToken }),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errorCode).toBe(8304);
    }
    const second = await colleague(studio, 'owner');
    const handedOver = await call('PUT', base, { token: second.token, body: { level: 'manager' } });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
  });
});

describe('booking settings of another studio', () => {
  it('should not change another shop’s booking settings', async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    const manager = await colleague(other, 'manager');
    const answer = await call('PUT', `/api/shops/${studio.shop.id}/booking-settings`, {
      token: manager.token,
      body: { slotStepMinutes: 30 },
    });
    expect(answer.statusCode).toBe(403);
    const staff = await colleague(studio, 'staff');
    const byStaff = await call('PUT', `/api/shops/${studio.shop.id}/booking-settings`, {
      token: staff.token,
      body: { slotStepMinutes: 30 },
    });
    expect(byStaff.statusCode).toBe(403);
    const shop = await call('GET', `/api/shops/${studio.shop.id}`, { token: studio.ownerToken });
    expect(shop.json().slotStepMinutes).toBe(studio.shop.slot_step_minutes);
  });
});

describe('team logins of another studio', () => {
  it('should not let another studio’s owner invite, list or change this team', async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    const manager = await colleague(studio, 'manager');
    const base = `/api/shops/${studio.shop.id}`;
    for (const [method, url, body] of [
      ['POST', `${base}/staff-invitations`, { email: 'x@example.com', level: 'owner' }],
      ['GET', `${base}/staff`, undefined],
      ['PUT', `${base}/staff/${manager.uid}`, { level: 'staff' }],
      ['DELETE', `${base}/staff/${manager.uid}`, undefined],
    ] as const) {
      const answer = await call(method, url, { token: other.ownerToken, body });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
    // Through its own studio's path, this studio's colleague is unknown.
    const viaOwn = await call('DELETE', `/api/shops/${other.shop.id}/staff/${manager.uid}`, {
      token: other.ownerToken,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect((await call('GET', '/api/me', { token: manager.token })).statusCode).toBe(200);
  });
});
