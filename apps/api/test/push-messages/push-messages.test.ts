import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { isAcceptableEndpoint, isPublicAddress } from '../../src/adapters/push/push-endpoint.ts';
import {
  createWebPushSender,
  publicOnlyLookup,
  type ResolveHost,
} from '../../src/adapters/push/web-push-sender.ts';
import type { UserRow } from '../../src/db/schema.ts';
import {
  type BookingStudio,
  customer as bookingCustomer,
  bookingStudio,
  guestToken,
} from '../support/booking-fixtures.ts';
import {
  browserSubscription,
  type FakePushService,
  startFakePushService,
} from '../support/fake-push-service.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const limitText =
  'Du hast heute bereits eine Push-Nachricht gesendet. Du kannst erst in 24h eine neue Nachricht schicken.';
const message = { title: 'Neue Termine frei', body: 'Diese Woche noch Gel-Nägel buchen!', type: 'shop' };

let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(async () => {
  await pushService.close();
});

async function account(name = 'Kim Kundin'): Promise<{ user: UserRow; token: string }> {
  const user = await createUser({ name });
  return { user, token: await tokenFor(user) };
}

function send(shopId: string, token: string, body: unknown = message) {
  return call('POST', `/api/shops/${shopId}/push-messages`, { token, body });
}

/** The shop's messages as stored. */
async function messagesOf(shopId: string) {
  const { db } = await getTestPlatform();
  return db.selectFrom('push_messages').select('id').where('shop_id', '=', shopId).execute();
}

function inbox(token: string) {
  return call('GET', '/api/me/messages', { token });
}

async function follow(shopId: string, token: string, endpointPath = `/push/${randomUUID()}`) {
  const browser = browserSubscription(`${pushService.origin}${endpointPath}`);
  const response = await call('POST', '/api/me/push-subscriptions', {
    token,
    body: { shopId, subscription: browser.subscription },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { browser, endpointPath };
}

/** A card holder: asking for a stamp starts the customer's card. */
async function holdCard(studio: BookingStudio, token: string): Promise<void> {
  const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
  const card = await call('PUT', `/api/shops/${studio.shop.id}/stamp-card`, {
    token: admin,
    body: { title: 'Stempelkarte', imageUrl: '/uploads/card.webp', redeemCount: 5 },
  });
  expect(card.statusCode).toBe(200);
  const requested = await call('POST', `/api/shops/${studio.shop.id}/stamp-card/requests`, {
    token,
    body: { action: 'stamp' },
  });
  expect(requested.statusCode).toBe(201);
}

async function bookAsAccount(studio: BookingStudio, token: string): Promise<void> {
  const from = new Date(testClock.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(testClock.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const serviceId = studio.services[0]?.id;
  const slots = await call(
    'GET',
    `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceId}&from=${from}&to=${to}`,
  );
  const start = slots.json().slots[0]?.start;
  const booked = await call('POST', `/api/shops/${studio.shop.id}/bookings`, {
    token,
    body: { serviceIds: [serviceId], start, customer: bookingCustomer },
  });
  expect(booked.statusCode, booked.body).toBe(201);
}

describe('push messages', () => {
  it("should reach the shop's card holders, customers with bookings and followers, each in the inbox", async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    const cardHolder = await account('Cara Karte');
    const booker = await account('Bea Bucht');
    const follower = await account('Fritz Folgt');
    const stranger = await account('Sina Fremd');
    const disabled = await account('Dora Deaktiviert');
    await holdCard(studio, cardHolder.token);
    await bookAsAccount(studio, booker.token);
    await follow(studio.shop.id, follower.token);
    await follow(other.shop.id, stranger.token);
    await bookAsAccount(studio, disabled.token);
    const { db } = await getTestPlatform();
    await db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.user.id).execute();
    // A guest who booked has no inbox.
    await bookAsAccount(studio, await guestToken());

    const before = await call('GET', `/api/shops/${studio.shop.id}/push-messages`, {
      token: studio.ownerToken,
    });
    expect(before.json()).toMatchObject({ messages: [], audience: 3, nextAllowedAt: null });

    const sent = await send(studio.shop.id, studio.ownerToken);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(String), recipients: 3 });

    for (const recipient of [cardHolder, booker, follower]) {
      const messages = await inbox(recipient.token);
      expect(messages.statusCode).toBe(200);
      expect(messages.json()).toEqual([
        {
          id: sent.json().id,
          shopId: studio.shop.id,
          shopName: studio.shop.name,
          title: message.title,
          body: message.body,
          type: 'shop',
          dealId: null,
          sentAt: expect.any(String),
        },
      ]);
    }
    expect((await inbox(stranger.token)).json()).toEqual([]);

    const history = await call('GET', `/api/shops/${studio.shop.id}/push-messages`, {
      token: studio.ownerToken,
    });
    expect(history.json().messages).toEqual([
      expect.objectContaining({ id: sent.json().id, title: message.title, recipients: 3, type: 'shop' }),
    ]);
    expect(history.json().nextAllowedAt).not.toBeNull();
  });

  it('should allow one message per sender in 24 hours, with the text of the spec', async () => {
    const studio = await bookingStudio();
    testClock.set('2026-03-02T10:00:00Z');
    expect((await send(studio.shop.id, studio.ownerToken)).statusCode).toBe(201);

    testClock.set('2026-03-03T09:59:59Z');
    const again = await send(studio.shop.id, studio.ownerToken);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ errorCode: 2020, message: limitText });
    expect(again.headers['retry-after']).toBe('1');
    const english = await call('POST', `/api/shops/${studio.shop.id}/push-messages`, {
      token: studio.ownerToken,
      body: message,
      language: 'en',
    });
    expect(english.json().errorCode).toBe(2020);
    expect(english.json().message).toContain('24 hours');

    // The limit is the sender's: a global admin may still send for the shop.
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    expect((await send(studio.shop.id, admin)).statusCode).toBe(201);

    testClock.set('2026-03-03T10:00:00Z');
    expect((await send(studio.shop.id, studio.ownerToken)).statusCode).toBe(201);
    expect(await messagesOf(studio.shop.id)).toHaveLength(3);
  });

  raceTest('should let exactly one of simultaneous messages by one sender through', async () => {
    const studio = await bookingStudio();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(studio.shop.id, studio.ownerToken)),
    );
    expectAnswerMix(answers, { '201': 1, '429 2020': 5 });
    const won = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(await messagesOf(studio.shop.id)).toEqual([{ id: won.id }]);
  });

  it("should refuse another shop's admin, customers and guests", async () => {
    const studio = await bookingStudio();
    const intruder = await bookingStudio();
    const someone = await account();
    for (const token of [intruder.ownerToken, someone.token, await guestToken()]) {
      expect((await send(studio.shop.id, token)).statusCode).toBe(403);
      const read = await call('GET', `/api/shops/${studio.shop.id}/push-messages`, { token });
      expect(read.statusCode).toBe(403);
    }
    expect((await send(studio.shop.id, '')).statusCode).toBe(401);
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('push_messages').selectAll().execute()).toEqual([]);
  });

  it('should refuse a deal the shop does not have and a message without title or deal id', async () => {
    const studio = await bookingStudio();
    const deal = await send(studio.shop.id, studio.ownerToken, {
      ...message,
      type: 'deal',
      dealId: randomUUID(),
    });
    expect(deal.statusCode).toBe(404);
    expect(deal.json().errorCode).toBe(1000);
    const noDealId = await send(studio.shop.id, studio.ownerToken, { ...message, type: 'deal' });
    expect(noDealId.statusCode).toBe(400);
    expect(noDealId.json().fields).toHaveProperty('dealId');
    const noTitle = await send(studio.shop.id, studio.ownerToken, { ...message, title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    // A refused message does not use up the day's message.
    expect((await send(studio.shop.id, studio.ownerToken)).statusCode).toBe(201);
  });

  it("should send a message about a deal the shop offers, and refuse another shop's deal and one switched off", async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const created = await call('POST', '/api/deals', {
      token: admin,
      body: {
        title: 'Gel-Maniküre −20 %',
        offerText: '20 % auf jede Gel-Maniküre',
        description: 'Gilt für alle Gel-Maniküren im Aktionszeitraum.',
        validFrom: '2026-01-01',
        validTo: '2099-12-31',
        hot: false,
        multiUse: false,
        type: 'independent',
        shopIds: [studio.shop.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const dealId: string = created.json().id;
    const aboutDeal = { ...message, type: 'deal', dealId };
    // Linked but switched off in this shop: not a deal it offers.
    expect((await send(studio.shop.id, studio.ownerToken, aboutDeal)).json().errorCode).toBe(1000);
    const on = await call('PUT', `/api/shops/${studio.shop.id}/deals/${dealId}/active`, {
      token: studio.ownerToken,
      body: { active: true },
    });
    expect(on.statusCode).toBe(200);
    const sent = await send(studio.shop.id, studio.ownerToken, aboutDeal);
    expect(sent.statusCode).toBe(201);
    const history = await call('GET', `/api/shops/${studio.shop.id}/push-messages`, {
      token: studio.ownerToken,
    });
    expect(JSON.stringify(history.json())).toContain(dealId);
    // Another shop's admin cannot point at a deal of this shop through their own shop.
    const elsewhere = await send(other.shop.id, other.ownerToken, aboutDeal);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorCode).toBe(1000);
  });

  it("should deliver an encrypted Web Push signed with the server's VAPID key, and remove gone subscriptions", async () => {
    const studio = await bookingStudio();
    const follower = await account();
    const listening = await follow(studio.shop.id, follower.token);
    const gone = await follow(studio.shop.id, (await account()).token);
    const missing = await follow(studio.shop.id, (await account()).token);
    pushService.answers.set(gone.endpointPath, 410);
    pushService.answers.set(missing.endpointPath, 404);

    const sent = await send(studio.shop.id, studio.ownerToken);
    expect(sent.json().recipients).toBe(3);
    const { push, db } = await getTestPlatform();
    await push.idle();

    const arrived = pushService.received.find((request) => request.path === listening.endpointPath);
    if (!arrived) throw new Error('nothing reached the push service');
    expect(arrived.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(arrived.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await call('GET', '/api/push/vapid-public-key')).json();
    expect(arrived.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(arrived.body.toString('utf8')).not.toContain(message.title);
    expect(JSON.parse(listening.browser.decrypt(arrived.body))).toEqual({
      title: message.title,
      body: message.body,
      url: '/account#messages',
      tag: sent.json().id,
    });

    const endpoints = (await db.selectFrom('push_subscriptions').select('endpoint').execute()).map(
      (row) => row.endpoint,
    );
    expect(endpoints).toEqual([`${pushService.origin}${listening.endpointPath}`]);
    // Following outlives the dead browser: the inbox still gets the next messages.
    expect(
      (await call('GET', `/api/shops/${studio.shop.id}/push-messages`, { token: studio.ownerToken })).json()
        .audience,
    ).toBe(3);
  });

  it('should take subscriptions only from accounts, for live shops and push services on public hosts', async () => {
    const studio = await bookingStudio();
    const hidden = await createShop({ status: 'pending' });
    const someone = await account();
    const browser = browserSubscription('https://push.example.com/send/abc');
    const subscribe = (token: string, body: unknown) =>
      call('POST', '/api/me/push-subscriptions', { token, body });

    expect(
      (await subscribe(await guestToken(), { shopId: studio.shop.id, subscription: browser.subscription }))
        .statusCode,
    ).toBe(403);
    const hiddenShop = await subscribe(someone.token, {
      shopId: hidden.id,
      subscription: browser.subscription,
    });
    expect(hiddenShop.statusCode).toBe(404);
    expect(hiddenShop.json().errorCode).toBe(1001);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest',
    ]) {
      const refused = await subscribe(someone.token, {
        shopId: studio.shop.id,
        subscription: { ...browser.subscription, endpoint },
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().fields).toHaveProperty(['subscription.endpoint']);
    }
    expect(
      (await subscribe(someone.token, { shopId: studio.shop.id, subscription: browser.subscription }))
        .statusCode,
    ).toBe(201);
    // The same browser given again by another account moves to that account.
    const next = await account();
    expect(
      (await subscribe(next.token, { shopId: studio.shop.id, subscription: browser.subscription }))
        .statusCode,
    ).toBe(201);
    const { db } = await getTestPlatform();
    const rows = await db.selectFrom('push_subscriptions').select('user_id').execute();
    expect(rows).toEqual([{ user_id: next.user.id }]);
  });

  it('should admit only https push services on public hosts unless loopback is allowed for tests', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://8.8.8.8/x',
    ]) {
      expect(isAcceptableEndpoint(endpoint, false), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://192.168.1.20/x',
      'https://intranet/x',
      'https://printer.local/x',
      'https://user:secret@push.example.com/x',
      'ftp://push.example.com/x',
      'http://127.0.0.1:4000/x',
    ]) {
      expect(isAcceptableEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isAcceptableEndpoint('http://127.0.0.1:4000/x', true)).toBe(true);
    expect(isAcceptableEndpoint('http://10.0.0.1:4000/x', true)).toBe(false);
  });
});

describe('push endpoints the server must never call', () => {
  // Each names a loopback or link-local address in another notation, a range that carries an IPv4
  // address inside IPv6, or a port other than 443: the probe's endpoints, which the server called.
  const probeEndpoints = [
    'https://[::7f00:1]/x',
    'https://[::a9fe:a9fe]/latest/meta-data',
    'https://[2002:7f00:1::]/x',
    'https://[2002:a9fe:a9fe::1]/x',
    'https://[64:ff9b::7f00:1]/x',
    'https://[64:ff9b:1::a9fe:a9fe]/x',
    'https://[fec0::1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
    'https://push.example.com:8443/x',
    'https://8.8.8.8:22/x',
    'https://fcm.googleapis.com:25/fcm/send/abc',
  ];

  it('should refuse the probe’s endpoints when subscribing', async () => {
    const studio = await bookingStudio();
    const someone = await account();
    const browser = browserSubscription('https://push.example.com/send/abc');
    for (const endpoint of probeEndpoints) {
      const refused = await call('POST', '/api/me/push-subscriptions', {
        token: someone.token,
        body: { shopId: studio.shop.id, subscription: { ...browser.subscription, endpoint } },
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().fields).toHaveProperty(['subscription.endpoint']);
    }
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    expect(isAcceptableEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', false)).toBe(true);
  });

  it('should judge every special-purpose address, whatever its notation', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2001:4860:4860::8888',
      '2a00:1450:4001:82b::200a',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.0.0.8',
      '192.88.99.1',
      '192.168.0.1',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:7f00:1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      '100::1',
      '2001::1',
      '2001:db8::1',
      '2002:7f00:1::',
      '2002:808:808::1',
      '3fff::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('should hand the connection only the public addresses of one lookup', async () => {
    const resolved: string[] = [];
    const resolve: ResolveHost = async (hostname) => {
      resolved.push(hostname);
      return [
        { address: '::7f00:1', family: 6 },
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ];
    };
    const lookup = publicOnlyLookup(resolve, false);
    const all = await new Promise((done, fail) =>
      lookup('push.example.com', { all: true }, (error, addresses) =>
        error ? fail(error) : done(addresses),
      ),
    );
    expect(all).toEqual([{ address: '93.184.215.14', family: 4 }]);
    const onlyPrivate = publicOnlyLookup(async () => [{ address: '::ffff:a9fe:a9fe', family: 6 }], false);
    const refused = await new Promise<NodeJS.ErrnoException | null>((done) =>
      onlyPrivate('metadata.example.com', {}, (error) => done(error)),
    );
    expect(refused?.code).toBe('ENOTFOUND');
    expect(resolved).toEqual(['push.example.com']);
  });

  it('should connect to the address its own lookup checked, resolving the name once', async () => {
    const resolved: string[] = [];
    const sender = createWebPushSender({
      keys: webPush.generateVAPIDKeys(),
      subject: 'mailto:push@example.com',
      allowLoopback: true,
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const port = new URL(pushService.origin).port;
    const browser = browserSubscription(`http://localhost:${port}/push/${randomUUID()}`);
    const outcome = await sender.send(
      { endpoint: browser.subscription.endpoint, ...browser.subscription.keys },
      'hello',
    );
    expect(outcome).toBe('delivered');
    expect(resolved).toEqual(['localhost']);
    const arrived = pushService.received.find((request) =>
      browser.subscription.endpoint.endsWith(request.path),
    );
    expect(arrived && browser.decrypt(arrived.body)).toBe('hello');
  });

  it('should not send to a name that resolves inside, and never to another port than 443', async () => {
    const resolved: string[] = [];
    const sender = createWebPushSender({
      keys: webPush.generateVAPIDKeys(),
      subject: 'mailto:push@example.com',
      allowLoopback: false,
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '::7f00:1', family: 6 }];
      },
    });
    const keys = browserSubscription('https://push.example.com/x').subscription.keys;
    await expect(sender.send({ endpoint: 'https://push.example.com/x', ...keys }, 'hello')).rejects.toThrow(
      /no public address/,
    );
    expect(await sender.send({ endpoint: 'https://push.example.com:8443/x', ...keys }, 'hello')).toBe('gone');
    expect(await sender.send({ endpoint: 'https://[::a9fe:a9fe]/x', ...keys }, 'hello')).toBe('gone');
    expect(resolved).toEqual(['push.example.com']);
  });
});
