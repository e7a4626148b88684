// The assistant's conversations through the simulator (the same turns a caller has): English,
// Vietnamese and Arabic callers, opening hours with a closure, the language-model path against a
// local fake chat-completions endpoint, and its fallback to the rule matcher when the model is slow.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type BookingStudio, bookingStudio, slotsOf } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

beforeEach(() => {
  // Wednesday 2 December 2026, 08:00 in Berlin.
  testClock.set('2026-12-02T08:00:00+01:00');
});

async function plusStudio(): Promise<BookingStudio> {
  const studio = await bookingStudio({
    services: [
      { name: 'Shellac', durationMinutes: 45, priceCents: 3500 },
      { name: 'Gelnägel auffüllen', durationMinutes: 90, priceCents: 4900 },
      { name: 'Pediküre', durationMinutes: 60, priceCents: 3900 },
    ],
  });
  const { db } = await getTestPlatform();
  await db
    .insertInto('shop_subscriptions')
    .values({ shop_id: studio.shop.id, plan: 'plus', status: 'active' })
    .execute();
  const activated = await call('POST', `/api/shops/${studio.shop.id}/voice/activate`, {
    token: studio.ownerToken,
  });
  expect(activated.statusCode).toBe(200);
  return studio;
}

/** Talks through the simulator, one line at a time; answers each reply. */
async function converse(studio: BookingStudio, lines: string[], language?: string, app?: FastifyInstance) {
  const replies: { reply: string; language: string; actions: { type: string }[] }[] = [];
  let conversationId: string | undefined;
  for (const text of lines) {
    const body = {
      text,
      ...(conversationId ? { conversationId } : {}),
      ...(language && !conversationId ? { language } : {}),
    };
    const response = app
      ? await app.inject({
          method: 'POST',
          url: `/api/shops/${studio.shop.id}/voice/simulator`,
          headers: { 'x-api-key': testApiKey, authorization: `Bearer ${studio.ownerToken}` },
          payload: body,
        })
      : await call('POST', `/api/shops/${studio.shop.id}/voice/simulator`, {
          token: studio.ownerToken,
          body,
        });
    expect(response.statusCode).toBe(200);
    conversationId = response.json().conversationId;
    replies.push(response.json());
  }
  return replies;
}

describe('the assistant’s conversations', () => {
  it('should greet in the studio’s language and answer an English caller who switches', async () => {
    const studio = await plusStudio();
    const shellac = studio.services[0];
    const [greeting, switched, price, free, link] = await converse(studio, [
      '',
      'English please',
      'How much is a gel refill?',
      'When is the next free time for shellac tomorrow?',
      'Send me the link',
    ]);
    expect(greeting?.reply).toContain('Telefonassistent');
    expect(switched).toMatchObject({
      language: 'en',
      reply: expect.stringContaining('I will speak English'),
    });
    expect(price?.reply).toContain('Gelnägel auffüllen costs €49.00 and takes about 90 minutes');
    const offered = await slotsOf(studio, [shellac?.id ?? ''], '2026-12-03');
    expect(free?.reply).toContain(`tomorrow we have free times at ${offered[0]?.start.slice(11, 16)}`);
    expect(link).toMatchObject({
      reply: expect.stringContaining('sent you the booking link'),
      actions: [{ type: 'linkSent' }],
    });
    const messages = await call('GET', `/api/shops/${studio.shop.id}/voice/messages`, {
      token: studio.ownerToken,
    });
    expect(messages.json()[0]).toMatchObject({ channel: 'simulator', direction: 'out' });
    expect(messages.json()[0].body).toContain(`/partner/${studio.shop.id}/app/book?services=${shellac?.id}`);
  });

  it('should answer a Vietnamese caller from the studio’s data', async () => {
    const studio = await plusStudio();
    const [price, free, link] = await converse(
      studio,
      ['Sơn shellac giá bao nhiêu?', 'Ngày mai còn chỗ trống không?', 'Gửi cho tôi đường link đặt lịch'],
      'vi',
    );
    expect(price?.reply).toMatch(/Shellac giá 35,00\s?€, mất khoảng 45 phút/);
    const offered = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2026-12-03');
    expect(free?.reply).toContain(`ngày mai còn trống lúc ${offered[0]?.start.slice(11, 16)}`);
    expect(link?.actions).toEqual([{ type: 'linkSent' }]);
  });

  it('should answer an Arabic caller from the studio’s data', async () => {
    const studio = await plusStudio();
    const [price, free, link] = await converse(
      studio,
      ['كم سعر الشيلاك؟', 'هل يوجد موعد متاح غدا؟', 'أرسل لي رابط الحجز'],
      'ar',
    );
    expect(price?.reply).toContain('سعر Shellac هو');
    expect(price?.reply).toContain('45');
    const offered = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2026-12-03');
    expect(free?.reply).toContain(offered[0]?.start.slice(11, 16));
    expect(free?.reply).toContain('غدًا');
    expect(link?.actions).toEqual([{ type: 'linkSent' }]);
  });

  it('should tell the opening hours of today, a named day and the week, closures included', async () => {
    const studio = await plusStudio();
    const closure = await call('POST', `/api/shops/${studio.shop.id}/unavailabilities`, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-04', endDate: '2026-12-04', reason: 'Fortbildung' },
    });
    expect(closure.statusCode).toBe(201);
    const [today, friday, saturday, week] = await converse(studio, [
      'Wann habt ihr heute geöffnet?',
      'Habt ihr am Freitag offen?',
      'Und am Samstag?',
      'Wie sind eure Öffnungszeiten diese Woche?',
    ]);
    expect(today?.reply).toContain('Heute haben wir von 09:00–17:00 geöffnet.');
    expect(friday?.reply).toContain('geschlossen (Fortbildung)');
    expect(saturday?.reply).toContain('geschlossen');
    expect(week?.reply).toContain('Unsere Öffnungszeiten diese Woche:');
    expect(week?.reply).toContain('Montag, 7. Dezember haben wir von 09:00–17:00 geöffnet.');
  });

  it('should apologise and offer the link for what it cannot answer, and end on goodbye', async () => {
    const studio = await plusStudio();
    const [unknown, yes, bye] = await converse(studio, ['Habt ihr Parkplätze?', 'Ja bitte', 'Tschüss']);
    expect(unknown?.reply).toContain('Soll ich Ihnen den Buchungslink schicken?');
    expect(yes?.actions).toEqual([{ type: 'linkSent' }]);
    expect(bye).toMatchObject({
      reply: expect.stringContaining('Auf Wiederhören'),
      actions: [{ type: 'ended' }],
    });
    const calls = await call('GET', `/api/shops/${studio.shop.id}/voice/calls`, { token: studio.ownerToken });
    expect(calls.json()[0]).toMatchObject({ outcome: 'linkSent', caller: 'simulator', simulated: true });
  });

  it('should tick the dashboard’s phone-assistant item only while a Plus studio’s assistant is active', async () => {
    const studio = await plusStudio();
    const checklist = async () =>
      (await call('GET', `/api/shops/${studio.shop.id}/dashboard`, { token: studio.ownerToken })).json()
        .checklist;
    expect((await checklist()).phoneAssistant).toBe(true);
    const { db } = await getTestPlatform();
    await db
      .updateTable('shop_subscriptions')
      .set({ plan: 'basic' })
      .where('shop_id', '=', studio.shop.id)
      .execute();
    expect((await checklist()).phoneAssistant).toBe(false);
  });

  it('should answer 404 before activation and for another studio’s conversation', async () => {
    const studio = await plusStudio();
    const [first] = await converse(studio, ['Hallo']);
    const other = await bookingStudio();
    const { db } = await getTestPlatform();
    await db
      .insertInto('shop_subscriptions')
      .values({ shop_id: other.shop.id, plan: 'plus', status: 'active' })
      .execute();
    const before = await call('POST', `/api/shops/${other.shop.id}/voice/simulator`, {
      token: other.ownerToken,
      body: { text: 'Hallo' },
    });
    expect(before.statusCode).toBe(404);
    await call('POST', `/api/shops/${other.shop.id}/voice/activate`, { token: other.ownerToken });
    const foreign = await call('POST', `/api/shops/${other.shop.id}/voice/simulator`, {
      token: other.ownerToken,
      body: {
        text: 'Hallo',
        conversationId: (first as unknown as { conversationId: string }).conversationId,
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the language-model path', () => {
  let model: Server;
  let modelUrl: string;
  let delayMs = 0;
  const requests: { model: string; tools: unknown[]; messages: { content: string }[] }[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    model = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        requests.push(body);
        const said = String(body.messages.at(-1)?.content ?? '');
        // The fake model reads a caller who never says "price" as asking for one.
        const toolCall = said.includes('Nägel')
          ? { name: 'treatment_price', arguments: JSON.stringify({ treatment: 'gel refill' }) }
          : { name: 'send_booking_link', arguments: '{}' };
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              choices: [
                {
                  message: {
                    role: 'assistant',
                    tool_calls: [{ id: 't1', type: 'function', function: toolCall }],
                  },
                },
              ],
            }),
          );
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    const platform = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: testApiKey,
      ASSISTANT_MODEL_URL: modelUrl,
      ASSISTANT_MODEL: 'fake-model',
      ASSISTANT_MODEL_KEY: 'sk-fake',
      ASSISTANT_MODEL_TIMEOUT_MS: '300',
    });
    app = await buildApp(
      { db: platform.db, tokens: platform.tokens, mailer: platform.mailer, config, clock: testClock },
      { logger: false },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => model?.close(() => resolve()));
  });

  it('should understand the caller through the model’s tool call and answer from the studio’s data', async () => {
    delayMs = 0;
    const studio = await plusStudio();
    const [price] = await converse(studio, ['Ich hätte gern meine Nägel wieder schön'], undefined, app);
    expect(price?.reply).toContain('Gelnägel auffüllen kostet 49,00');
    const asked = requests.at(-1);
    expect(asked?.model).toBe('fake-model');
    expect(asked?.messages[0]?.content).toContain('Gelnägel auffüllen');
    expect(JSON.stringify(asked?.tools)).not.toMatch(/book_appointment|cancel/);
  });

  it('should fall back to the rule matcher when the model does not answer in time', async () => {
    delayMs = 1500;
    const studio = await plusStudio();
    const started = Date.now();
    const [price] = await converse(studio, ['Was kostet Shellac?'], undefined, app);
    expect(price?.reply).toContain('Shellac kostet 35,00');
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
