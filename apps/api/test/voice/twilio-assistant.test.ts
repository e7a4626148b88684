// The phone assistant on the real `twilio` SDK against a local fake Twilio: activation buys a
// local number and points its webhooks at PUBLIC_URL; signed calls and messages are answered from
// the studio's live data; unsigned ones are refused; retries act once; STOP is kept.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioProvider } from '../../src/adapters/telephony/twilio-provider.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { keepPhoneAssistants } from '../../src/features/voice/voice.public.ts';
import { type BookingStudio, bookingStudio, slotsOf } from '../support/booking-fixtures.ts';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio-server.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'fake-twilio-auth-token-0123456789';
const publicUrl = 'https://studio.example';
const caller = '+4915112345678';
let fake: FakeTwilio;
let app: FastifyInstance;

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
  app = await buildApp(
    {
      db: platform.db,
      tokens: platform.tokens,
      mailer: platform.mailer,
      config,
      clock: testClock,
      telephony: createTwilioProvider(config.telephony.twilio),
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
  // A Wednesday morning in Berlin: tomorrow is a Thursday with booking hours.
  testClock.set('2026-12-02T08:00:00+01:00');
  fake.messages.length = 0;
});

function api(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { 'x-api-key': testApiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Posts a form the way Twilio does, signed unless told otherwise. */
function twilioPost(target: string, params: Record<string, string>, signature?: string | null) {
  const path = target.startsWith(publicUrl) ? target.slice(publicUrl.length) : target;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const signed = signature === undefined ? fake.sign(`${publicUrl}${path}`, params) : signature;
  if (signed !== null) headers['x-twilio-signature'] = signed;
  return app.inject({ method: 'POST', url: path, headers, payload: new URLSearchParams(params).toString() });
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** What the caller hears and where Twilio posts the next thing they say. */
function readTwiml(xml: string): {
  said: string;
  next: string | undefined;
  hangup: boolean;
  dial: string | undefined;
} {
  const said = [...xml.matchAll(/<Say[^>]*>([^<]*)<\/Say>/g)]
    .map((match) => unescapeXml(match[1] ?? ''))
    .join(' ');
  const action = xml.match(/<Gather[^>]*action="([^"]+)"/)?.[1];
  const dial = xml.match(/<Number>([^<]+)<\/Number>/)?.[1];
  return { said, next: action ? unescapeXml(action) : undefined, hangup: xml.includes('<Hangup/>'), dial };
}

async function plusStudio(): Promise<BookingStudio & { number: string }> {
  const studio = await bookingStudio({
    services: [
      { name: 'Shellac', durationMinutes: 45, priceCents: 3500 },
      { name: 'Gelnägel auffüllen', durationMinutes: 90, priceCents: 4900 },
    ],
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

function callParams(number: string, callSid: string, extra: Record<string, string> = {}) {
  return {
    CallSid: callSid,
    AccountSid: accountSid,
    From: caller,
    To: number,
    CallStatus: 'in-progress',
    ...extra,
  };
}

describe('the phone assistant on Twilio', () => {
  it('should buy a local number in the studio’s country and point its webhooks at PUBLIC_URL', async () => {
    const studio = await plusStudio();
    const bought = [...fake.numbers.values()].find((number) => number.phoneNumber === studio.number);
    expect(bought).toMatchObject({
      voiceUrl: `${publicUrl}/api/voice/twilio/calls`,
      smsUrl: `${publicUrl}/api/voice/twilio/messages`,
      statusCallback: `${publicUrl}/api/voice/twilio/call-status`,
      released: false,
    });
    expect(fake.searchedCountries.at(-1)).toBe('DE');
    const shown = await api('GET', `/api/shops/${studio.shop.id}/voice`, studio.ownerToken);
    expect(shown.json()).toMatchObject({ provider: 'twilio', active: true, phoneNumber: studio.number });
    // Activating again keeps the number: nothing more is bought.
    const count = fake.numbers.size;
    const again = await api('POST', `/api/shops/${studio.shop.id}/voice/activate`, studio.ownerToken);
    expect(again.json().phoneNumber).toBe(studio.number);
    expect(fake.numbers.size).toBe(count);
  });

  it('should answer a German caller’s price and free times and send the booking link by WhatsApp', async () => {
    const studio = await plusStudio();
    const shellac = studio.services[0];
    if (!shellac) throw new Error('no treatment');
    const callSid = 'CA-german-1';
    const greeting = readTwiml(
      (await twilioPost('/api/voice/twilio/calls', callParams(studio.number, callSid))).body,
    );
    expect(greeting.said).toContain('Telefonassistent');
    expect(greeting.said).toContain(studio.shop.name);
    if (!greeting.next) throw new Error('no gather');

    const price = await twilioPost(
      greeting.next,
      callParams(studio.number, callSid, { SpeechResult: 'Was kostet Shellac?' }),
    );
    expect(price.statusCode).toBe(200);
    expect(price.headers['content-type']).toContain('text/xml');
    const priceTurn = readTwiml(price.body);
    expect(priceTurn.said).toContain('Shellac kostet 35,00');
    expect(priceTurn.said).toContain('45 Minuten');
    if (!priceTurn.next) throw new Error('no gather');

    const free = readTwiml(
      (
        await twilioPost(
          priceTurn.next,
          callParams(studio.number, callSid, { SpeechResult: 'Wann ist morgen der nächste freie Termin?' }),
        )
      ).body,
    );
    const offered = await slotsOf(studio, [shellac.id], '2026-12-03');
    const firstTime = offered[0]?.start.slice(11, 16);
    expect(firstTime).toBeDefined();
    expect(free.said).toContain(`morgen frei um ${firstTime}`);
    if (!free.next) throw new Error('no gather');

    const link = readTwiml(
      (
        await twilioPost(
          free.next,
          callParams(studio.number, callSid, { SpeechResult: 'Schick mir den Link' }),
        )
      ).body,
    );
    expect(link.said).toContain('Buchungslink geschickt');
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]).toMatchObject({ from: `whatsapp:${studio.number}`, to: `whatsapp:${caller}` });
    expect(fake.messages[0]?.body).toContain(
      `${publicUrl}/partner/${studio.shop.id}/app/book?services=${shellac.id}`,
    );

    const calls = await api('GET', `/api/shops/${studio.shop.id}/voice/calls`, studio.ownerToken);
    expect(calls.json()).toEqual([
      expect.objectContaining({
        caller: '•••••••••••678',
        language: 'de',
        outcome: 'linkSent',
        asked: ['price', 'nextFree', 'link'],
      }),
    ]);
  });

  it('should refuse unsigned, wrongly signed and stale webhooks', async () => {
    const studio = await plusStudio();
    const params = callParams(studio.number, 'CA-unsigned');
    const unsigned = await twilioPost('/api/voice/twilio/calls', params, null);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().errorCode).toBe(9403);
    const forged = await twilioPost(
      '/api/voice/twilio/calls',
      params,
      fake.sign(`${publicUrl}/elsewhere`, params),
    );
    expect(forged.statusCode).toBe(403);
    const tampered = fake.sign(`${publicUrl}/api/voice/twilio/messages`, { Body: 'hi' });
    const message = await twilioPost(
      '/api/voice/twilio/messages',
      { Body: 'STOP', MessageSid: 'SM1', From: caller, To: studio.number },
      tampered,
    );
    expect(message.statusCode).toBe(403);
    const { db } = await getTestPlatform();
    expect(
      await db.selectFrom('voice_calls').select('id').where('shop_id', '=', studio.shop.id).execute(),
    ).toEqual([]);

    // A turn of a call that started more than four hours ago is stale.
    const started = readTwiml(
      (await twilioPost('/api/voice/twilio/calls', callParams(studio.number, 'CA-old'))).body,
    );
    testClock.set('2026-12-02T12:30:00+01:00');
    const stale = await twilioPost(
      started.next ?? '',
      callParams(studio.number, 'CA-old', { SpeechResult: 'Hallo' }),
    );
    expect(stale.statusCode).toBe(403);
  });

  it('should send nothing twice when Twilio retries a webhook', async () => {
    const studio = await plusStudio();
    const callSid = 'CA-retry';
    const first = await twilioPost('/api/voice/twilio/calls', callParams(studio.number, callSid));
    const retriedCall = await twilioPost('/api/voice/twilio/calls', callParams(studio.number, callSid));
    expect(retriedCall.body).toBe(first.body);
    const next = readTwiml(first.body).next ?? '';
    const params = callParams(studio.number, callSid, {
      SpeechResult: 'Bitte schick mir den Link zum Buchen',
    });
    const sent = await twilioPost(next, params);
    const retried = await twilioPost(next, params);
    expect(retried.body).toBe(sent.body);
    expect(fake.messages).toHaveLength(1);
    const { db } = await getTestPlatform();
    const calls = await db
      .selectFrom('voice_calls')
      .select('id')
      .where('shop_id', '=', studio.shop.id)
      .execute();
    expect(calls).toHaveLength(1);

    const message = {
      MessageSid: 'SM-retry',
      From: `whatsapp:${caller}`,
      To: studio.number,
      Body: 'Hallo, habt ihr morgen Zeit?',
    };
    await twilioPost('/api/voice/twilio/messages', message);
    await twilioPost('/api/voice/twilio/messages', message);
    expect(fake.messages).toHaveLength(2);
  });

  it('should answer a message with the link and the next free times, and send nothing after STOP', async () => {
    const studio = await plusStudio();
    const customer = '+4917099988877';
    const hello = await twilioPost('/api/voice/twilio/messages', {
      MessageSid: 'SM-hello',
      From: `whatsapp:${customer}`,
      To: `whatsapp:${studio.number}`,
      Body: 'Hallo!',
    });
    expect(hello.statusCode).toBe(200);
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]?.body).toContain(`${publicUrl}/partner/${studio.shop.id}/app/book`);
    expect(fake.messages[0]?.body).toContain('Nächste freie Zeiten: Shellac, heute');

    testClock.set('2026-12-02T08:01:00+01:00');
    await twilioPost('/api/voice/twilio/messages', {
      MessageSid: 'SM-stop',
      From: customer,
      To: studio.number,
      Body: 'Stopp',
    });
    testClock.set('2026-12-02T08:02:00+01:00');
    await twilioPost('/api/voice/twilio/messages', {
      MessageSid: 'SM-again',
      From: customer,
      To: studio.number,
      Body: 'Termin?',
    });
    const callSid = 'CA-after-stop';
    const started = readTwiml(
      (await twilioPost('/api/voice/twilio/calls', { ...callParams(studio.number, callSid), From: customer }))
        .body,
    );
    const refused = readTwiml(
      (
        await twilioPost(started.next ?? '', {
          ...callParams(studio.number, callSid, { SpeechResult: 'Schick mir den Link' }),
          From: customer,
        })
      ).body,
    );
    expect(refused.said).toContain('keine Nachricht schicken');
    expect(fake.messages).toHaveLength(1);

    const log = await api('GET', `/api/shops/${studio.shop.id}/voice/messages`, studio.ownerToken);
    expect(
      log.json().map((entry: { direction: string; body: string }) => [entry.direction, entry.body]),
    ).toEqual([
      ['in', 'Termin?'],
      ['in', 'Stopp'],
      ['out', expect.stringContaining('Buchungslink')],
      ['in', 'Hallo!'],
    ]);
  });

  it('should fall back to SMS when the caller has no WhatsApp, and stop at the daily limit', async () => {
    const studio = await plusStudio();
    const customer = '+4916055544433';
    fake.withoutWhatsApp.add(customer);
    for (const sid of ['SM-a', 'SM-b', 'SM-c', 'SM-d']) {
      await twilioPost('/api/voice/twilio/messages', {
        MessageSid: sid,
        From: customer,
        To: studio.number,
        Body: 'Termin',
      });
    }
    // Three a day (MESSAGES_PER_NUMBER_PER_DAY), each by SMS.
    expect(fake.messages).toHaveLength(3);
    expect(fake.messages.every((message) => message.to === customer && message.from === studio.number)).toBe(
      true,
    );
  });

  it('should forward to the studio and offer the link when nobody answers', async () => {
    const studio = await plusStudio();
    const callSid = 'CA-forward';
    const started = readTwiml(
      (await twilioPost('/api/voice/twilio/calls', callParams(studio.number, callSid))).body,
    );
    const forward = await twilioPost(
      started.next ?? '',
      callParams(studio.number, callSid, { SpeechResult: 'Ich möchte mit einem Mitarbeiter sprechen' }),
    );
    expect(readTwiml(forward.body).dial).toBe(studio.shop.phone);
    const action = unescapeXml(forward.body.match(/<Dial[^>]*action="([^"]+)"/)?.[1] ?? '');
    const unanswered = readTwiml(
      (await twilioPost(action, callParams(studio.number, callSid, { DialCallStatus: 'no-answer' }))).body,
    );
    expect(unanswered.said).toContain('niemand erreichbar');
    const yes = readTwiml(
      (
        await twilioPost(
          unanswered.next ?? '',
          callParams(studio.number, callSid, { SpeechResult: 'Ja gerne' }),
        )
      ).body,
    );
    expect(yes.said).toContain('Buchungslink geschickt');
    expect(fake.messages).toHaveLength(1);
  });

  it('should refuse a studio below Plus with 2040 and release the number when the studio leaves Plus', async () => {
    const studio = await plusStudio();
    const { db } = await getTestPlatform();
    const basic = await bookingStudio();
    await db
      .insertInto('shop_subscriptions')
      .values({ shop_id: basic.shop.id, plan: 'basic', status: 'active' })
      .execute();
    const refused = await api('POST', `/api/shops/${basic.shop.id}/voice/activate`, basic.ownerToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(2040);
    const simulator = await api('POST', `/api/shops/${basic.shop.id}/voice/simulator`, basic.ownerToken, {
      text: 'Hallo',
    });
    expect(simulator.json().errorCode).toBe(2040);

    await db
      .updateTable('shop_subscriptions')
      .set({ plan: 'basic' })
      .where('shop_id', '=', studio.shop.id)
      .execute();
    // Calls to the number meanwhile reach no assistant.
    const call = readTwiml(
      (await twilioPost('/api/voice/twilio/calls', callParams(studio.number, 'CA-basic'))).body,
    );
    expect(call.hangup).toBe(true);
    const { app: _platformApp, ...platform } = await getTestPlatform();
    const result = await keepPhoneAssistants(
      platform.db,
      createTwilioProvider({ accountSid, authToken, apiUrl: fake.url }),
      testClock.now(),
    );
    expect(result.failed).toBe(0);
    const bought = [...fake.numbers.values()].find((number) => number.phoneNumber === studio.number);
    expect(bought?.released).toBe(true);
    const shown = await api('GET', `/api/shops/${studio.shop.id}/voice`, studio.ownerToken);
    expect(shown.json()).toMatchObject({ locked: true, active: false, phoneNumber: null });
  });

  it('should not return another shop’s call log or let its admin talk to the assistant', async () => {
    const studio = await plusStudio();
    await twilioPost('/api/voice/twilio/calls', callParams(studio.number, 'CA-private'));
    const other = await bookingStudio();
    const stranger = await api('GET', `/api/shops/${studio.shop.id}/voice/calls`, other.ownerToken);
    expect(stranger.statusCode).toBe(403);
    const messages = await api('GET', `/api/shops/${studio.shop.id}/voice/messages`, other.ownerToken);
    expect(messages.statusCode).toBe(403);
    const simulator = await api('POST', `/api/shops/${studio.shop.id}/voice/simulator`, other.ownerToken, {
      text: 'Hallo',
    });
    expect(simulator.statusCode).toBe(403);
    const customer = await tokenFor(await createUser());
    expect((await api('GET', `/api/shops/${studio.shop.id}/voice/calls`, customer)).statusCode).toBe(403);
    const own = await api('GET', `/api/shops/${studio.shop.id}/voice/calls`, studio.ownerToken);
    expect(own.json()).toHaveLength(1);
  });
});
