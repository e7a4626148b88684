import { beforeEach, describe, expect, it } from 'vitest';
import { sendBookingReminders } from '../../src/features/bookings/send-booking-reminders.ts';
import { type BookingStudio, bookingStudio, customer, guestToken } from '../support/booking-fixtures.ts';
import { outboxMails } from '../support/fixtures.ts';
import { raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const publicUrl = 'http://localhost:3000';
const silent = { error: () => undefined };

beforeEach(() => testClock.set('2026-12-07T09:00:00+01:00'));

async function remindAt(instant: string): Promise<number> {
  testClock.set(instant);
  const { db, mailer } = await getTestPlatform();
  return sendBookingReminders(db, { mailer, publicUrl }, silent, testClock.now());
}

async function reminders() {
  return (await outboxMails()).filter((mail) => mail.kind === 'booking_reminder');
}

async function bookOnline(
  studio: BookingStudio,
  start: string,
  options: { email?: string; language?: string } = {},
): Promise<string> {
  const response = await call('POST', `/api/shops/${studio.shop.id}/bookings`, {
    token: await guestToken(),
    language: options.language ?? 'de',
    body: {
      serviceIds: [studio.services[0]?.id],
      start,
      customer: { ...customer, email: options.email ?? customer.email },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('booking reminders', () => {
  it('should mail the customer once, 24 hours ahead, in their language, with a working cancel link', async () => {
    const studio = await bookingStudio();
    await bookOnline(studio, '2026-12-08T10:00:00+01:00', { language: 'en' });

    expect(await remindAt('2026-12-07T09:55:00+01:00')).toBe(0);
    expect(await remindAt('2026-12-07T10:00:00+01:00')).toBe(1);
    expect(await remindAt('2026-12-07T10:05:00+01:00')).toBe(0);
    expect(await remindAt('2026-12-08T09:00:00+01:00')).toBe(0);

    const [mail, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: customer.email,
      locale: 'en',
      subject: `Reminder: your appointment at ${studio.shop.name}`,
    });
    expect(mail?.text_body).toContain('Tuesday, December 8, 2026, 10:00');
    const token = /cancel\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    const shown = await call('GET', `/api/bookings/by-token?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ start: '2026-12-08T10:00:00+01:00' });
  });

  it('should remind nobody of cancelled, unconfirmed, email-less or short-notice bookings', async () => {
    const studio = await bookingStudio({ members: 3 });
    const start = '2026-12-08T10:00:00+01:00';
    const reminded = await bookOnline(studio, start, { email: 'kept@example.com' });

    const cancelled = await bookOnline(studio, start, { email: 'cancelled@example.com' });
    const cancel = await call('POST', `/api/shops/${studio.shop.id}/bookings/${cancelled}/cancel`, {
      token: studio.ownerToken,
    });
    expect(cancel.statusCode).toBe(200);

    const walkIn = await call('POST', `/api/shops/${studio.shop.id}/bookings`, {
      token: studio.ownerToken,
      body: {
        serviceIds: [studio.services[0]?.id],
        start,
        source: 'walk_in',
        customer: { name: 'Walk-in Wanda' },
      },
    });
    expect(walkIn.statusCode).toBe(201);

    // Booked at 20:00 the evening before: 15 hours ahead, the confirmation is fresh enough.
    testClock.set('2026-12-07T20:00:00+01:00');
    await bookOnline(studio, '2026-12-08T11:00:00+01:00', { email: 'late@example.com' });

    const requestsOnly = await bookingStudio({ autoConfirm: false });
    await bookOnline(requestsOnly, start, { email: 'pending@example.com' });

    expect(await remindAt('2026-12-07T21:00:00+01:00')).toBe(1);
    expect((await reminders()).map((mail) => mail.to_address)).toEqual(['kept@example.com']);
    const { db } = await getTestPlatform();
    const row = await db
      .selectFrom('bookings')
      .select('reminder_settled_at')
      .where('id', '=', reminded)
      .execute();
    expect(row[0]?.reminder_settled_at).toEqual(new Date('2026-12-07T21:00:00+01:00'));
  });

  it('should remind a moved booking again for its new time', async () => {
    const studio = await bookingStudio();
    const id = await bookOnline(studio, '2026-12-08T10:00:00+01:00');
    expect(await remindAt('2026-12-07T10:00:00+01:00')).toBe(1);

    const moved = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
      token: studio.ownerToken,
      body: { start: '2026-12-10T10:00:00+01:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await remindAt('2026-12-08T10:00:00+01:00')).toBe(0);
    expect(await remindAt('2026-12-09T10:00:00+01:00')).toBe(1);

    const mails = await reminders();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('Donnerstag, 10. Dezember 2026, 10:00');

    // Moved to the next morning: the move's own mail is the reminder.
    testClock.set('2026-12-09T10:30:00+01:00');
    const soon = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
      token: studio.ownerToken,
      body: { start: '2026-12-10T09:00:00+01:00' },
    });
    expect(soon.statusCode).toBe(200);
    expect(await remindAt('2026-12-09T11:00:00+01:00')).toBe(0);
  });

  it('should remind a confirmed request, unless it was confirmed less than a day ahead', async () => {
    const studio = await bookingStudio({ autoConfirm: false });
    const early = await bookOnline(studio, '2026-12-09T10:00:00+01:00', { email: 'early@example.com' });
    const late = await bookOnline(studio, '2026-12-09T11:00:00+01:00', { email: 'late@example.com' });
    const confirm = async (id: string) => {
      const confirmed = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
        token: studio.ownerToken,
        body: { status: 'confirmed' },
      });
      expect(confirmed.statusCode).toBe(200);
    };
    await confirm(early);
    testClock.set('2026-12-08T12:00:00+01:00');
    await confirm(late);
    expect(await remindAt('2026-12-08T12:05:00+01:00')).toBe(1);
    expect((await reminders()).map((mail) => mail.to_address)).toEqual(['early@example.com']);
  });

  raceTest('should send each reminder once when runs meet', async () => {
    const first = await bookingStudio({ members: 5 });
    const second = await bookingStudio({ members: 5 });
    for (const studio of [first, second]) {
      for (let index = 0; index < 5; index += 1) {
        await bookOnline(studio, '2026-12-08T10:00:00+01:00', {
          email: `${studio.shop.id}-${index}@example.com`,
        });
      }
    }
    testClock.set('2026-12-07T10:00:00+01:00');
    const { db, mailer } = await getTestPlatform();
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendBookingReminders(db, { mailer, publicUrl }, silent, testClock.now()),
      ),
    );
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(10);
    const mails = await reminders();
    expect(mails).toHaveLength(10);
    expect(new Set(mails.map((mail) => mail.to_address)).size).toBe(10);
    // Each mail names the studio of its own booking, never the other one.
    for (const mail of mails) {
      const studio = mail.to_address.startsWith(first.shop.id) ? first : second;
      expect(mail.subject).toBe(`Erinnerung: dein Termin bei ${studio.shop.name}`);
    }
  });
});
