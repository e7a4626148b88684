// Reminders customers can answer: the 24-hour reminder also goes through the messaging app to a
// customer who gave a number and agreed; a reply confirms (the studio's calendar shows it) or
// cancels (the freed time goes to the waitlist, whose offer also goes out as a message). Against
// the real `twilio` SDK and a local fake Twilio, with signed webhooks.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TelephonyProvider } from '../../src/adapters/telephony/telephony-provider.ts';
import { createTwilioProvider } from '../../src/adapters/telephony/twilio-provider.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { sendBookingReminders } from '../../src/features/bookings/bookings.public.ts';
import { sendWaitlistOffers } from '../../src/features/waitlist/waitlist.public.ts';
import { type BookingStudio, bookingStudio, guestToken } from '../support/booking-fixtures.ts';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio-server.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'fake-twilio-auth-token-0123456789';
const publicUrl = 'https://studio.example';
const clara = '+4915123456789';
const mia = '+4917698765432';
const silent = { error: () => undefined };
let fake: FakeTwilio;
let telephony: TelephonyProvider;
let app: FastifyInstance;

// Tuesday 1 December 2026 in Berlin; the studio opens Wednesdays 09:00–10:00 only.
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeAll(async () => {
  fake = await startFakeTwilio({ accountSid, authToken });
  const platform = await getTestPlatform();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    API_KEYS: testApiKey,
    PUBLIC_URL: publicUrl,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_API_URL: fake.url,
  });
  if (!config.telephony.twilio) throw new Error('Twilio settings missing');
  telephony = createTwilioProvider(config.telephony.twilio);
  app = await buildApp(
    {
      db: platform.db,
      tokens: platform.tokens,
      mailer: platform.mailer,
      config,
      clock: testClock,
      telephony,
    },
    { logger: false },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

beforeEach(() => {
  testClock.set(at('01', '08:00'));
  fake.messages.length = 0;
});

function api(method: 'GET' | 'POST' | 'PATCH', url: string, token: string | undefined, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { 'x-api-key': testApiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A customer's message to the studio's number, posted and signed the way Twilio does. */
function reply(studio: { number: string }, from: string, body: string, sid = `SM${randomUUID()}`) {
  const params = {
    MessageSid: sid,
    AccountSid: accountSid,
    From: `whatsapp:${from}`,
    To: `whatsapp:${studio.number}`,
    Body: body,
  };
  const path = '/api/voice/twilio/messages';
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': fake.sign(`${publicUrl}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

async function plusStudio(): Promise<BookingStudio & { number: string }> {
  const studio = await bookingStudio({
    members: 1,
    hours: { days: [{ weekday: 3, ranges: [{ start: '09:00', end: '10:00' }] }] },
  });
  const { db } = await getTestPlatform();
  await db
    .insertInto('shop_subscriptions')
    .values({ shop_id: studio.shop.id, plan: 'plus', status: 'active' })
    .execute();
  const activated = await api('POST', `/api/shops/${studio.shop.id}/voice/activate`, studio.ownerToken);
  expect(activated.statusCode).toBe(200);
  return { ...studio, number: activated.json().phoneNumber };
}

async function bookWednesday(studio: BookingStudio, customer: Record<string, unknown>) {
  const booked = await api('POST', `/api/shops/${studio.shop.id}/bookings`, await guestToken(), {
    serviceIds: [studio.services[0]?.id],
    start: at('02', '09:00'),
    customer,
  });
  expect(booked.statusCode).toBe(201);
  return booked.json().id as string;
}

async function remind(): Promise<number> {
  const { db, mailer } = await getTestPlatform();
  return sendBookingReminders(db, { mailer, publicUrl }, silent, testClock.now(), { db, telephony });
}

async function statusOf(bookingId: string) {
  const { db } = await getTestPlatform();
  return db
    .selectFrom('bookings')
    .select(['status', 'customer_confirmed_at'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

const sentTo = (number: string) => fake.messages.filter((message) => message.to.endsWith(number));

describe('reminders customers answer', () => {
  it('should cancel on a reminder reply "cancel" and free the slot for the waitlist', async () => {
    const studio = await plusStudio();
    const bookingId = await bookWednesday(studio, {
      name: 'Clara',
      email: 'clara@example.com',
      phone: '+49 151 2345 6789',
      messagingConsent: true,
    });
    const joined = await api('POST', `/api/shops/${studio.shop.id}/waitlist`, await guestToken(), {
      serviceIds: [studio.services[0]?.id],
      from: '2026-12-02',
      to: '2026-12-02',
      customer: { name: 'Mia', email: 'mia@example.com', phone: '0049 176 98765432', messagingConsent: true },
    });
    expect(joined.statusCode).toBe(201);

    testClock.set(at('01', '09:00'));
    expect(await remind()).toBe(1);
    expect(sentTo(clara)).toHaveLength(1);
    expect(sentTo(clara)[0]?.body).toContain('Antworte JA zum Bestätigen oder ABSAGEN');
    expect((await outboxMails('clara@example.com')).some((mail) => mail.kind === 'booking_reminder')).toBe(
      true,
    );

    testClock.set(at('01', '18:00'));
    const answered = await reply(studio, clara, 'Absagen!');
    expect(answered.statusCode).toBe(200);
    expect((await statusOf(bookingId)).status).toBe('cancelled');
    expect(sentTo(clara).at(-1)?.body).toContain('ist storniert');

    const { db, mailer } = await getTestPlatform();
    const told = await sendWaitlistOffers(db, { mailer, publicUrl }, silent, testClock.now(), {
      messaging: { db, telephony },
    });
    expect(told).toBe(1);
    expect(sentTo(mia)).toHaveLength(1);
    expect(sentTo(mia)[0]?.body).toContain(
      `${publicUrl}/partner/${studio.shop.id}/app/book/selectDate?services=${studio.services[0]?.id}`,
    );
    expect((await outboxMails('mia@example.com')).map((mail) => mail.kind)).toContain('waitlist_offer');
  });

  it('should record a confirmation once, show it in the calendar, and leave other messages to the assistant', async () => {
    const studio = await plusStudio();
    const bookingId = await bookWednesday(studio, {
      name: 'Clara',
      phone: clara,
      messagingConsent: true,
    });
    testClock.set(at('01', '09:00'));
    expect(await remind()).toBe(1);
    expect(sentTo(clara)).toHaveLength(1);

    const confirmed = await reply(studio, clara, 'JA', 'SM-confirm');
    expect(confirmed.statusCode).toBe(200);
    const first = (await statusOf(bookingId)).customer_confirmed_at;
    expect(first).not.toBeNull();
    expect(sentTo(clara).at(-1)?.body).toContain('ist bestätigt');
    // Twilio retries the same message: nothing is sent again.
    await reply(studio, clara, 'JA', 'SM-confirm');
    expect(sentTo(clara)).toHaveLength(2);

    const calendar = await api(
      'GET',
      `/api/shops/${studio.shop.id}/bookings?from=2026-12-02&to=2026-12-02`,
      studio.ownerToken,
    );
    expect(calendar.json()[0]).toMatchObject({ id: bookingId, status: 'confirmed' });
    expect(calendar.json()[0].confirmedByCustomerAt).toBe(first?.toISOString());

    // A number without a reminded booking is answered by the assistant with the booking link.
    await reply(studio, mia, 'ja');
    expect(sentTo(mia)[0]?.body).toContain(`${publicUrl}/partner/${studio.shop.id}/app/book`);
    expect((await statusOf(bookingId)).status).toBe('confirmed');
  });

  it('should message only numbers that agreed and did not say STOP, and refuse consent without a country code', async () => {
    const studio = await plusStudio();
    const refused = await api('POST', `/api/shops/${studio.shop.id}/bookings`, await guestToken(), {
      serviceIds: [studio.services[0]?.id],
      start: at('02', '09:00'),
      customer: { name: 'Clara', phone: '0151 2345 6789', messagingConsent: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['customer.phone']);

    await reply(studio, clara, 'STOP');
    await bookWednesday(studio, {
      name: 'Clara',
      email: 'clara@example.com',
      phone: clara,
      messagingConsent: true,
    });
    testClock.set(at('01', '09:00'));
    expect(await remind()).toBe(1);
    expect(sentTo(clara)).toHaveLength(0);
    expect((await outboxMails('clara@example.com')).some((mail) => mail.kind === 'booking_reminder')).toBe(
      true,
    );
  });

  it("should offer a signed-in customer their own last number, never another account's, and store their consent with it", async () => {
    const first = await plusStudio();
    const claraAccount = await createUser({ email: 'clara.account@example.com' });
    const claraToken = await tokenFor(claraAccount);
    const otherToken = await tokenFor(await createUser({ email: 'olga@example.com' }));
    const none = await api('GET', '/api/me/contact-phone', claraToken);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ phone: null });

    const earlier = await api('POST', `/api/shops/${first.shop.id}/bookings`, claraToken, {
      serviceIds: [first.services[0]?.id],
      start: at('02', '09:00'),
      customer: { name: 'Clara', email: 'clara.account@example.com', phone: '+49 151 2345 6789' },
    });
    expect(earlier.statusCode).toBe(201);
    const offered = (await api('GET', '/api/me/contact-phone', claraToken)).json();
    expect(offered).toEqual({ phone: '+49 151 2345 6789' });
    expect((await api('GET', '/api/me/contact-phone', otherToken)).json()).toEqual({ phone: null });

    // The next booking, in another studio, with the offered number and the consent ticked.
    const second = await plusStudio();
    const booked = await api('POST', `/api/shops/${second.shop.id}/bookings`, claraToken, {
      serviceIds: [second.services[0]?.id],
      start: at('02', '09:00'),
      customer: {
        name: 'Clara',
        email: 'clara.account@example.com',
        phone: offered.phone,
        messagingConsent: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    const { db } = await getTestPlatform();
    const stored = await db
      .selectFrom('bookings')
      .select(['messaging_consent', 'customer_phone', 'user_id'])
      .where('id', '=', booked.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ messaging_consent: true, customer_phone: clara, user_id: claraAccount.id });
    testClock.set(at('01', '09:00'));
    expect(await remind()).toBe(2);
    expect(sentTo(clara)).toHaveLength(1);
  });
});
