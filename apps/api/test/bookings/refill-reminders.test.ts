// Refill reminders: a treatment's recommended interval after a completed visit brings one "time
// for your refill" message with a booking link (mail, and the messaging app where the customer
// agreed), never at night in the studio's zone, not to a number that said STOP, and none when the
// customer has booked again.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../src/adapters/mail/mailer.ts';
import { createSimulatorProvider } from '../../src/adapters/telephony/simulator-provider.ts';
import { sendRefillReminders } from '../../src/features/bookings/bookings.public.ts';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { outboxMails } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const publicUrl = 'http://localhost:3000';
const silent = { error: () => undefined };
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;
const clara = '+4915123456789';
beforeEach(() => testClock.set(at('01', '08:00')));

/** What the refill job handed to the mailer, headers included (the outbox keeps none). */
const handedToMailer: MailMessage[] = [];

async function refill(): Promise<number> {
  const { db, mailer } = await getTestPlatform();
  const watched: Mailer = {
    ...mailer,
    send(mail) {
      handedToMailer.push(mail);
      return mailer.send(mail);
    },
  };
  return sendRefillReminders(db, { mailer: watched, publicUrl }, silent, testClock.now(), {
    db,
    telephony: createSimulatorProvider(),
  });
}

/** A Plus studio with its assistant's number; its gel refill is due again after 21 days. */
async function gelStudio(): Promise<BookingStudio> {
  const studio = await bookingStudio({ services: [{ name: 'Gel refill', durationMinutes: 60 }] });
  const { db } = await getTestPlatform();
  await db
    .insertInto('shop_subscriptions')
    .values({ shop_id: studio.shop.id, plan: 'plus', status: 'active' })
    .execute();
  expect(
    (await call('POST', `/api/shops/${studio.shop.id}/voice/activate`, { token: studio.ownerToken }))
      .statusCode,
  ).toBe(200);
  const changed = await call('PUT', `/api/shops/${studio.shop.id}/services/${studio.services[0]?.id}`, {
    token: studio.ownerToken,
    body: { refillIntervalDays: 21 },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().refillIntervalDays).toBe(21);
  return studio;
}

/** Clara's visit on Wednesday 2 December (or `start`), 09:00–10:00, marked completed. */
async function completedVisit(studio: BookingStudio, start = at('02', '09:00')): Promise<string> {
  const booked = await book(studio, {
    start,
    customer: { name: 'Clara', email: 'clara@example.com', phone: clara, messagingConsent: true },
  });
  expect(booked.statusCode).toBe(201);
  testClock.set(new Date(new Date(start).getTime() + 90 * 60 * 1000).toISOString());
  const done = await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${booked.json().id}`, {
    token: studio.ownerToken,
    body: { status: 'completed' },
  });
  expect(done.json().status).toBe('completed');
  return booked.json().id;
}

const refillMails = async () =>
  (await outboxMails('clara@example.com')).filter((mail) => mail.kind === 'refill_reminder');

async function messagesTo(shopId: string, number: string) {
  const { db } = await getTestPlatform();
  return db
    .selectFrom('voice_messages')
    .select('body')
    .where('shop_id', '=', shopId)
    .where('counterpart', '=', number)
    .where('direction', '=', 'out')
    .execute();
}

describe('refill reminders', () => {
  it('should send a refill message once, after the interval, and not at night', async () => {
    const studio = await gelStudio();
    await completedVisit(studio);
    testClock.set('2026-12-22T12:00:00+01:00');
    expect(await refill()).toBe(0);
    // Due on the 23rd at 10:00, but at 03:00 the studio's customers sleep.
    testClock.set('2026-12-24T03:00:00+01:00');
    expect(await refill()).toBe(0);
    testClock.set('2026-12-24T09:15:00+01:00');
    expect(await refill()).toBe(1);
    expect(await refill()).toBe(0);
    testClock.set('2026-12-28T10:00:00+01:00');
    expect(await refill()).toBe(0);

    const mails = await refillMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(
      `/partner/${studio.shop.id}/app/book?services=${studio.services[0]?.id}`,
    );
    const messages = await messagesTo(studio.shop.id, clara);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('Gel refill');
  });

  it('should send nothing to a customer who booked again, and no message to a number that said STOP', async () => {
    const studio = await gelStudio();
    await completedVisit(studio);
    const again = await book(studio, {
      start: '2027-01-05T09:00:00+01:00',
      customer: { name: 'Clara', email: 'clara@example.com' },
    });
    expect(again.statusCode).toBe(201);
    testClock.set('2026-12-24T10:00:00+01:00');
    expect(await refill()).toBe(0);
    expect(await refillMails()).toHaveLength(0);

    testClock.set(at('01', '08:00'));
    const other = await gelStudio();
    await completedVisit(other);
    const { db } = await getTestPlatform();
    await db
      .insertInto('messaging_opt_outs')
      .values({ shop_id: other.shop.id, phone_number: clara })
      .execute();
    testClock.set('2026-12-24T10:00:00+01:00');
    expect(await refill()).toBe(1);
    expect(await messagesTo(other.shop.id, clara)).toHaveLength(0);
    expect(await refillMails()).toHaveLength(1);
  });

  it("should stop refill reminders for that customer at that studio through the mail's one-click link", async () => {
    const studio = await gelStudio();
    await completedVisit(studio);
    testClock.set('2026-12-24T10:00:00+01:00');
    expect(await refill()).toBe(1);
    const [mail] = await refillMails();
    const link = mail?.text_body.match(
      /http:\/\/localhost:3000(\/refill-reminders\/unsubscribe\?token=[\w.%-]+)/,
    );
    const path = link?.[1] ?? '';
    expect(path).not.toBe('');
    expect(mail?.html_body).toContain(`href="${publicUrl}${path}"`);
    expect(handedToMailer.at(-1)?.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}${path}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Opening the link (a mail scanner does) only asks, in the visitor's language.
    const asked = await call('GET', path, { apiKey: null, language: 'en' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Do you want to stop getting refill reminders from');
    expect(asked.body).toContain('<form method="post"');
    const { db } = await getTestPlatform();
    const optOuts = () =>
      db
        .selectFrom('refill_opt_outs')
        .select('customer_email')
        .where('shop_id', '=', studio.shop.id)
        .execute();
    expect(await optOuts()).toEqual([]);

    // A token changed by one character is not ours, even in the last character's spare bits
    // (a 16-byte signature leaves four unused in it, which decoding would ignore).
    const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const tampered = path.replace(/.$/, (last) => base64url[base64url.indexOf(last) ^ 1] ?? last);
    const refused = await call('POST', tampered, { apiKey: null, language: 'de' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errorCode: 9404 });
    expect(await optOuts()).toEqual([]);

    // The mail client's one-click request.
    const done = await call('POST', path, {
      apiKey: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('keine Erinnerungen zum Auffüllen mehr');
    expect(await optOuts()).toEqual([{ customer_email: 'clara@example.com' }]);

    // The next visit's refill falls due: neither mail nor message.
    const before = (await messagesTo(studio.shop.id, clara)).length;
    await completedVisit(studio, '2027-01-06T09:00:00+01:00');
    testClock.set('2027-01-28T10:00:00+01:00');
    expect(await refill()).toBe(0);
    expect(await refillMails()).toHaveLength(1);
    expect(await messagesTo(studio.shop.id, clara)).toHaveLength(before);
  });
});
