// Deposits and no-show protection through the API, on both payment providers (the embedded test
// provider and Stripe's SDK against a local fake Stripe): the policy, a booking held while its
// deposit is open, confirmed when paid, released when not; the refund inside the free window and
// none outside; one fee per booking under simultaneous clicks and repeated provider notifications.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/adapters/payments/stripe-provider.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { releaseExpiredHolds } from '../../src/features/bookings/bookings.public.ts';
import { type FeeDeps, settleLostFeeCharges } from '../../src/features/deposits/deposits.public.ts';
import { type BookingStudio, bookingStudio, guestToken } from '../support/booking-fixtures.ts';
import { type FakeStripe, type SignedEvent, startFakeStripe } from '../support/fake-stripe-server.ts';
import { outboxMails } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call as callTestApp, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026, 08:00 in Berlin; bookings go to Monday 7 December.
const now = '2026-12-01T08:00:00+01:00';
const at = (time: string) => `2026-12-07T${time}:00+01:00`;
const mondayHours = { days: [{ weekday: 1, ranges: [{ start: '09:00', end: '17:00' }] }] };

type Options = { token?: string; body?: unknown };
type Call = (
  method: InjectOptions['method'],
  url: string,
  options?: Options,
) => Promise<LightMyRequestResponse>;

/** One payment provider as the tests drive it. */
interface Provider {
  name: string;
  call: Call;
  enablePayouts(studio: BookingStudio): Promise<void>;
  /** Pays the checkout; answers how to deliver the same notification again (a provider's retry). */
  pay(checkoutUrl: string): Promise<() => Promise<void>>;
  /** Saves a card through the setup's page: one that works, or one that declines every charge. */
  saveCard(checkoutUrl: string, card: 'works' | 'declines'): Promise<void>;
  /** Delivers what charges caused since the last call (Stripe's events), as often as asked. */
  deliverChargeEvents(times: number): Promise<void>;
  /** Charges made to saved cards at the provider (the test provider keeps none). */
  cardCharges(): number;
  refunds(): number;
}

const webhookSecret = 'whsec_deposits_test_secret';
const connectWebhookSecret = 'whsec_deposits_connect_secret';
let fake: FakeStripe;
let stripeApp: FastifyInstance;
let stripeFeeDeps: FeeDeps;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret, connectWebhookSecret });
  const platform = await getTestPlatform();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    API_KEYS: testApiKey,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
    STRIPE_API_URL: fake.url,
  });
  if (!config.payments.stripe) throw new Error('Stripe settings missing');
  stripeFeeDeps = {
    db: platform.db,
    payments: createStripeProvider(config.payments.stripe),
    config,
    mail: { mailer: platform.mailer, publicUrl: config.publicUrl },
  };
  stripeApp = await buildApp(
    {
      db: platform.db,
      tokens: platform.tokens,
      mailer: platform.mailer,
      config,
      clock: testClock,
      payments: createStripeProvider(config.payments.stripe),
    },
    { logger: false },
  );
  await stripeApp.ready();
});

afterAll(async () => {
  await stripeApp?.close();
  await fake?.close();
});

beforeEach(() => testClock.set(now));

const callStripeApp: Call = (method, url, options = {}) =>
  stripeApp.inject({
    method,
    url,
    headers: {
      'x-api-key': testApiKey,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });

async function postWebhook(event: SignedEvent) {
  const answer = await stripeApp.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  expect(answer.statusCode).toBe(200);
}

const testProvider: Provider = {
  name: 'the test provider',
  call: callTestApp,
  async enablePayouts(studio) {
    const initiated = await callTestApp('POST', `/api/shops/${studio.shop.id}/connect/initiate`, {
      token: studio.ownerToken,
    });
    const verified = await callTestApp(
      'POST',
      `/api/payments/test/accounts/${initiated.json().accountId}/verify`,
    );
    expect(verified.statusCode).toBe(200);
  },
  async pay(checkoutUrl) {
    const paymentId = checkoutUrl.split('/').at(-1);
    const complete = async () => {
      const paid = await callTestApp('POST', `/api/payments/test/checkout/${paymentId}/complete`, {
        body: { outcome: 'succeeded' },
      });
      expect(paid.statusCode).toBe(200);
    };
    await complete();
    return complete;
  },
  async saveCard(checkoutUrl, card) {
    const paymentId = checkoutUrl.split('/').at(-1);
    const saved = await callTestApp('POST', `/api/payments/test/checkout/${paymentId}/complete`, {
      body: { outcome: 'succeeded', card },
    });
    expect(saved.statusCode).toBe(200);
  },
  async deliverChargeEvents() {
    // The test provider answers a charge at once and sends no notifications.
  },
  cardCharges: () => 0,
  refunds: () => 0,
};

let deliveredEvents = 0;

const stripe: Provider = {
  name: 'Stripe',
  call: callStripeApp,
  async enablePayouts(studio) {
    const initiated = await callStripeApp('POST', `/api/shops/${studio.shop.id}/connect/initiate`, {
      token: studio.ownerToken,
    });
    for (const event of fake.verifyAccount(initiated.json().accountId)) await postWebhook(event);
  },
  async pay(checkoutUrl) {
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkoutUrl);
    const events = fake.completeSession(String(session?.id), 'paid');
    for (const event of events) await postWebhook(event);
    return async () => {
      for (const event of events) await postWebhook(event);
    };
  },
  async saveCard(checkoutUrl, card) {
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === checkoutUrl);
    expect(session?.mode).toBe('setup');
    for (const event of fake.completeSession(String(session?.id), 'paid', card)) await postWebhook(event);
  },
  async deliverChargeEvents(times) {
    const events = fake.sentEvents.slice(deliveredEvents);
    deliveredEvents = fake.sentEvents.length;
    for (let round = 0; round < times; round += 1) for (const event of events) await postWebhook(event);
  },
  cardCharges: () => fake.paymentIntents.size,
  refunds: () => fake.refunds.length,
};

async function studioWithPolicy(provider: Provider, policy: Record<string, unknown>) {
  const studio = await bookingStudio({ members: 1, hours: mondayHours });
  await provider.enablePayouts(studio);
  const saved = await provider.call('PUT', `/api/shops/${studio.shop.id}/booking-policy`, {
    token: studio.ownerToken,
    body: policy,
  });
  expect(saved.statusCode).toBe(200);
  return studio;
}

function newCustomer() {
  return { name: 'Clara Kundin', email: `clara.${randomUUID().slice(0, 8)}@example.com` };
}

async function bookAt(provider: Provider, studio: BookingStudio, time: string, customer = newCustomer()) {
  const answer = await provider.call('POST', `/api/shops/${studio.shop.id}/bookings`, {
    token: await guestToken(),
    body: { serviceIds: [studio.services[0]?.id], start: at(time), customer },
  });
  return { answer, customer };
}

async function mailKinds(email: string): Promise<string[]> {
  return (await outboxMails(email)).map((mail) => mail.kind);
}

async function byToken(provider: Provider, token: string) {
  const answer = await provider.call('GET', `/api/bookings/by-token?token=${token}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe.each([testProvider, stripe])('deposits with $name', (provider) => {
  it('should hold the time while the deposit is open and confirm the booking once it is paid', async () => {
    const studio = await studioWithPolicy(provider, { depositPercent: 20, freeCancellationHours: 24 });
    const policy = await provider.call('GET', `/api/shops/${studio.shop.id}/booking-policy`);
    expect(policy.json()).toEqual({
      depositPercent: 20,
      depositCents: null,
      depositNewClientsOnly: false,
      treatmentDeposits: [],
      freeCancellationHours: 24,
      lateCancellationFeeCents: null,
      noShowFeeCents: null,
      currencyCode: 'EUR',
    });

    const { answer, customer } = await bookAt(provider, studio, '10:00');
    expect(answer.statusCode).toBe(201);
    // 20 % of 30.00 €.
    expect(answer.json()).toMatchObject({ status: 'pending_payment', depositCents: 600 });
    expect(answer.json().checkoutUrl).toEqual(expect.any(String));
    expect(await mailKinds(customer.email)).toEqual([]);
    // The time is held: nobody else gets it.
    const taken = await bookAt(provider, studio, '10:00');
    expect(taken.answer.json().errorCode).toBe(8104);

    const again = await provider.pay(answer.json().checkoutUrl);
    const paid = await byToken(provider, answer.json().cancelToken);
    expect(paid).toMatchObject({
      status: 'confirmed',
      deposit: { amountCents: 600, currencyCode: 'EUR', status: 'succeeded' },
      freeCancellationUntil: '2026-12-06T10:00:00+01:00',
    });
    // The provider reports again: nothing happens twice.
    await again();
    expect(await mailKinds(customer.email)).toEqual(['booking_confirmed']);
  });

  it('should release the time when the deposit is not paid in time, and give back a late payment', async () => {
    const studio = await studioWithPolicy(provider, { depositCents: 1000, freeCancellationHours: 24 });
    const abandoned = await bookAt(provider, studio, '11:00');
    expect(abandoned.answer.json().status).toBe('pending_payment');
    testClock.set(Date.parse(now) + 29 * 60_000);
    expect((await bookAt(provider, studio, '11:00')).answer.json().errorCode).toBe(8104);

    // After the hold: booking the time releases the abandoned one first.
    testClock.set(Date.parse(now) + 31 * 60_000);
    const next = await bookAt(provider, studio, '11:00');
    expect(next.answer.statusCode).toBe(201);
    expect((await byToken(provider, abandoned.answer.json().cancelToken)).status).toBe('cancelled');

    // The periodic release frees the other one too.
    const other = await bookAt(provider, studio, '14:00');
    testClock.set(Date.parse(now) + 62 * 60_000);
    const { db } = await getTestPlatform();
    expect(await releaseExpiredHolds(db, testClock.now())).toBeGreaterThanOrEqual(1);
    expect((await byToken(provider, other.answer.json().cancelToken)).status).toBe('cancelled');

    // Paid after the release: the money goes back, the booking stays cancelled.
    const refundsBefore = provider.refunds();
    await provider.pay(abandoned.answer.json().checkoutUrl);
    const late = await byToken(provider, abandoned.answer.json().cancelToken);
    expect(late).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    if (provider === stripe) expect(provider.refunds()).toBe(refundsBefore + 1);
  });

  it('should refund the deposit when cancelled inside the free window and keep it outside', async () => {
    const studio = await studioWithPolicy(provider, { depositCents: 1500, freeCancellationHours: 48 });
    const early = await bookAt(provider, studio, '09:00');
    await provider.pay(early.answer.json().checkoutUrl);
    const refundsBefore = provider.refunds();
    const cancelled = await provider.call('POST', '/api/bookings/cancel', {
      body: { token: early.answer.json().cancelToken },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', deposit: { status: 'refunded' } });
    expect(await mailKinds(early.customer.email)).toContain('booking_deposit_refunded');
    if (provider === stripe) expect(provider.refunds()).toBe(refundsBefore + 1);

    const late = await bookAt(provider, studio, '15:00');
    await provider.pay(late.answer.json().checkoutUrl);
    // Saturday noon: 27 hours before, inside the cancel cut-off, outside the 48-hour free window.
    testClock.set('2026-12-06T12:00:00+01:00');
    const lateCancel = await provider.call('POST', '/api/bookings/cancel', {
      body: { token: late.answer.json().cancelToken },
    });
    expect(lateCancel.statusCode).toBe(200);
    expect(lateCancel.json()).toMatchObject({ status: 'cancelled', deposit: { status: 'succeeded' } });
    expect(await mailKinds(late.customer.email)).not.toContain('booking_deposit_refunded');
    if (provider === stripe) expect(provider.refunds()).toBe(refundsBefore + 1);

    // The studio keeps it as the late-cancellation fee; the customer gets a receipt, once.
    const feeUrl = `/api/shops/${studio.shop.id}/bookings/${late.answer.json().id}/fee`;
    const kept = await provider.call('POST', feeUrl, {
      token: studio.ownerToken,
      body: { kind: 'late_cancellation' },
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ method: 'deposit_kept', status: 'paid', amountCents: 1500 });
    const repeated = await provider.call('POST', feeUrl, {
      token: studio.ownerToken,
      body: { kind: 'late_cancellation' },
    });
    expect(repeated.statusCode).toBe(200);
    expect(
      (await mailKinds(late.customer.email)).filter((kind) => kind === 'booking_fee_receipt'),
    ).toHaveLength(1);
    // The early one was cancelled in time: no fee.
    const none = await provider.call(
      'POST',
      `/api/shops/${studio.shop.id}/bookings/${early.answer.json().id}/fee`,
      {
        token: studio.ownerToken,
        body: { kind: 'late_cancellation' },
      },
    );
    expect(none.json().errorCode).toBe(9409);
  });

  it('should give the deposit back when the studio cancels, through its cancel action or a status change', async () => {
    const studio = await studioWithPolicy(provider, { depositCents: 800, freeCancellationHours: 24 });
    for (const [time, cancel] of [
      [
        '09:00',
        (id: string) =>
          provider.call('POST', `/api/shops/${studio.shop.id}/bookings/${id}/cancel`, {
            token: studio.ownerToken,
          }),
      ],
      [
        '11:00',
        (id: string) =>
          provider.call('PATCH', `/api/shops/${studio.shop.id}/bookings/${id}`, {
            token: studio.ownerToken,
            body: { status: 'cancelled' },
          }),
      ],
    ] as const) {
      const booked = await bookAt(provider, studio, time);
      await provider.pay(booked.answer.json().checkoutUrl);
      const refundsBefore = provider.refunds();
      const cancelled = await cancel(booked.answer.json().id);
      expect(cancelled.statusCode, time).toBe(200);
      expect(await byToken(provider, booked.answer.json().cancelToken), time).toMatchObject({
        status: 'cancelled',
        deposit: { status: 'refunded' },
      });
      expect(await mailKinds(booked.customer.email), time).toContain('booking_deposit_refunded');
      if (provider === stripe) expect(provider.refunds(), time).toBe(refundsBefore + 1);
    }
  });

  it("should take each treatment's own deposit, none for an exempt one, and none from a returning client", async () => {
    const studio = await bookingStudio({
      members: 1,
      hours: mondayHours,
      services: [
        { name: 'Gel', durationMinutes: 60, priceCents: 5000 },
        { name: 'Feilen', durationMinutes: 30, priceCents: 2000 },
        { name: 'Design', durationMinutes: 30, priceCents: 4000 },
      ],
    });
    await provider.enablePayouts(studio);
    const [gel, file, design] = studio.services.map((service) => service.id);
    const policyUrl = `/api/shops/${studio.shop.id}/booking-policy`;
    const saved = await provider.call('PUT', policyUrl, {
      token: studio.ownerToken,
      body: {
        depositPercent: 20,
        depositNewClientsOnly: true,
        freeCancellationHours: 24,
        treatmentDeposits: [{ serviceId: file }, { serviceId: design, depositCents: 1500 }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ depositPercent: 20, depositNewClientsOnly: true });
    expect(saved.json().treatmentDeposits).toEqual(
      expect.arrayContaining([
        { serviceId: file, depositPercent: null, depositCents: null },
        { serviceId: design, depositPercent: null, depositCents: 1500 },
      ]),
    );
    const book = async (serviceIds: (string | undefined)[], time: string, customer = newCustomer()) =>
      (
        await provider.call('POST', `/api/shops/${studio.shop.id}/bookings`, {
          token: await guestToken(),
          body: { serviceIds, start: at(time), customer },
        })
      ).json();

    // The exempt treatment alone: no deposit, booked at once.
    const exempt = await book([file], '09:00');
    expect(exempt).toMatchObject({ status: 'confirmed' });
    expect(exempt.checkoutUrl).toBeUndefined();
    // 20 % of the gel's 50.00 € and the design's own 15.00 €.
    expect(await book([gel, design], '10:00')).toMatchObject({
      status: 'pending_payment',
      depositCents: 2500,
    });

    // A client whose visit was completed books without a deposit, by email as a guest.
    const regular = newCustomer();
    const visit = await book([file], '12:00', regular);
    const completed = await provider.call('PATCH', `/api/shops/${studio.shop.id}/bookings/${visit.id}`, {
      token: studio.ownerToken,
      body: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(200);
    const returning = await book([gel], '14:00', { ...regular, email: regular.email.toUpperCase() });
    expect(returning).toMatchObject({ status: 'confirmed' });
    expect(returning.checkoutUrl).toBeUndefined();
    expect(await book([gel], '15:00')).toMatchObject({ status: 'pending_payment', depositCents: 1000 });

    // Left out, the treatments' deposits stay; another studio's treatment is refused.
    const kept = await provider.call('PUT', policyUrl, {
      token: studio.ownerToken,
      body: { depositPercent: 10, freeCancellationHours: 24 },
    });
    expect(kept.json()).toMatchObject({ depositNewClientsOnly: false, depositPercent: 10 });
    expect(kept.json().treatmentDeposits).toHaveLength(2);
    const other = await bookingStudio({ members: 1, hours: mondayHours });
    const foreign = await provider.call('PUT', policyUrl, {
      token: studio.ownerToken,
      body: {
        freeCancellationHours: 24,
        treatmentDeposits: [{ serviceId: other.services[0]?.id, depositPercent: 50 }],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorCode).toBe(8005);
    expect((await provider.call('GET', policyUrl)).json().treatmentDeposits).toHaveLength(2);
  });

  it("should take a late-cancellation fee only for the customer's own late cancellation", async () => {
    const studio = await studioWithPolicy(provider, {
      depositCents: 1000,
      freeCancellationHours: 48,
      lateCancellationFeeCents: 1200,
    });
    const byStudio = await bookAt(provider, studio, '09:00');
    const byCustomer = await bookAt(provider, studio, '15:00');
    await provider.pay(byStudio.answer.json().checkoutUrl);
    await provider.pay(byCustomer.answer.json().checkoutUrl);
    // Sunday noon: inside the 48-hour free window of both.
    testClock.set('2026-12-06T12:00:00+01:00');
    const refundsBefore = provider.refunds();
    const cancelled = await provider.call(
      'POST',
      `/api/shops/${studio.shop.id}/bookings/${byStudio.answer.json().id}/cancel`,
      { token: studio.ownerToken },
    );
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'studio' });
    expect(await byToken(provider, byStudio.answer.json().cancelToken)).toMatchObject({
      deposit: { status: 'refunded' },
    });
    if (provider === stripe) expect(provider.refunds()).toBe(refundsBefore + 1);
    const refused = await provider.call(
      'POST',
      `/api/shops/${studio.shop.id}/bookings/${byStudio.answer.json().id}/fee`,
      { token: studio.ownerToken, body: { kind: 'late_cancellation' } },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe(9409);

    await provider.call('POST', '/api/bookings/cancel', {
      body: { token: byCustomer.answer.json().cancelToken },
    });
    const listed = await provider.call(
      'GET',
      `/api/shops/${studio.shop.id}/bookings?from=2026-12-07&to=2026-12-07&status=cancelled`,
      { token: studio.ownerToken },
    );
    const cancellers = Object.fromEntries(
      listed.json().map((booking: { id: string; cancelledBy: string }) => [booking.id, booking.cancelledBy]),
    );
    expect(cancellers).toEqual({
      [byStudio.answer.json().id]: 'studio',
      [byCustomer.answer.json().id]: 'customer',
    });
    const kept = await provider.call(
      'POST',
      `/api/shops/${studio.shop.id}/bookings/${byCustomer.answer.json().id}/fee`,
      { token: studio.ownerToken, body: { kind: 'late_cancellation' } },
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ method: 'deposit_kept', amountCents: 1000 });
  });

  raceTest(
    'should charge the no-show fee to the saved card once under two simultaneous clicks and a retried notification',
    async () => {
      const studio = await studioWithPolicy(provider, { freeCancellationHours: 24, noShowFeeCents: 2500 });
      const { answer, customer } = await bookAt(provider, studio, '12:00');
      // A fee but no deposit: the time waits while the customer saves a card, nothing is charged.
      expect(answer.json()).toMatchObject({ status: 'pending_payment', depositCents: 0, cardSetup: true });
      await provider.saveCard(answer.json().checkoutUrl, 'works');
      expect(await byToken(provider, answer.json().cancelToken)).toMatchObject({
        status: 'confirmed',
        deposit: null,
      });
      expect(await mailKinds(customer.email)).toEqual(['booking_confirmed']);
      const bookingUrl = `/api/shops/${studio.shop.id}/bookings/${answer.json().id}`;
      const early = await provider.call('POST', `${bookingUrl}/fee`, {
        token: studio.ownerToken,
        body: { kind: 'no_show' },
      });
      expect(early.json().errorCode).toBe(9409);
      const marked = await provider.call('PATCH', bookingUrl, {
        token: studio.ownerToken,
        body: { status: 'no_show' },
      });
      expect(marked.json().status).toBe('no_show');

      const chargesBefore = provider.cardCharges();
      const answers = await Promise.all(
        [1, 2].map(() =>
          provider.call('POST', `${bookingUrl}/fee`, { token: studio.ownerToken, body: { kind: 'no_show' } }),
        ),
      );
      expectAnswerMix(answers, { '201': 1, '200': 1 });
      const first = answers.find((one) => one.statusCode === 201)?.json();
      const second = answers.find((one) => one.statusCode === 200)?.json();
      expect(first).toMatchObject({
        method: 'charged',
        status: 'paid',
        amountCents: 2500,
        currencyCode: 'EUR',
        checkoutUrl: null,
      });
      // The second click may answer before the charge settled: the same fee, maybe still open.
      expect(second).toMatchObject({ bookingId: first.bookingId, method: 'charged', amountCents: 2500 });
      const { db } = await getTestPlatform();
      const feePayments = await db
        .selectFrom('payments')
        .select(['id', 'status'])
        .where('shop_id', '=', studio.shop.id)
        .where('purpose', '=', 'fee')
        .execute();
      expect(feePayments).toEqual([{ id: expect.any(String), status: 'succeeded' }]);
      if (provider === stripe) {
        expect(provider.cardCharges()).toBe(chargesBefore + 1);
        const intent = [...fake.paymentIntents.values()].at(-1);
        expect(intent).toMatchObject({ amount: 2500, currency: 'eur', off_session: 'true' });
        expect(intent?.transfer_data).toEqual({ destination: expect.stringMatching(/^acct_/) });
      }

      // The provider reports the charge, then again: the receipt goes out once, no payment link.
      await provider.deliverChargeEvents(2);
      const again = await provider.call('POST', `${bookingUrl}/fee`, {
        token: studio.ownerToken,
        body: { kind: 'no_show' },
      });
      expect(again.json()).toMatchObject({ status: 'paid', checkoutUrl: null });
      const kinds = await mailKinds(customer.email);
      expect(kinds.filter((kind) => kind === 'booking_fee_receipt')).toHaveLength(1);
      expect(kinds).not.toContain('booking_fee_payment');
    },
  );

  it('should mail a payment link for the fee when the saved card is declined', async () => {
    const studio = await studioWithPolicy(provider, {
      freeCancellationHours: 48,
      lateCancellationFeeCents: 1800,
      noShowFeeCents: 2500,
    });
    const { answer, customer } = await bookAt(provider, studio, '15:00');
    expect(answer.json()).toMatchObject({ status: 'pending_payment', cardSetup: true });
    await provider.saveCard(answer.json().checkoutUrl, 'declines');
    // Sunday noon, 27 hours before: the customer cancels inside the 48-hour window.
    testClock.set('2026-12-06T12:00:00+01:00');
    const cancelled = await provider.call('POST', '/api/bookings/cancel', {
      body: { token: answer.json().cancelToken },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });

    const feeUrl = `/api/shops/${studio.shop.id}/bookings/${answer.json().id}/fee`;
    const fee = await provider.call('POST', feeUrl, {
      token: studio.ownerToken,
      body: { kind: 'late_cancellation' },
    });
    expect(fee.statusCode).toBe(201);
    expect(fee.json()).toMatchObject({ method: 'charged', status: 'open', amountCents: 1800 });
    expect(fee.json().checkoutUrl).toEqual(expect.any(String));
    expect(await mailKinds(customer.email)).toContain('booking_fee_payment');
    await provider.deliverChargeEvents(1);

    await provider.pay(fee.json().checkoutUrl);
    const paid = await provider.call('POST', feeUrl, {
      token: studio.ownerToken,
      body: { kind: 'late_cancellation' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await mailKinds(customer.email)).filter((kind) => kind === 'booking_fee_receipt')).toHaveLength(
      1,
    );
  });
});

describe('a fee whose saved-card answer was lost (Stripe)', () => {
  const silent = { error: () => undefined };

  /** A no-show on a card saved as `card`, its fee charged while Stripe's answers are lost. */
  async function feeWithLostAnswer(card: 'works' | 'declines') {
    const studio = await studioWithPolicy(stripe, { freeCancellationHours: 24, noShowFeeCents: 2500 });
    const { answer, customer } = await bookAt(stripe, studio, '12:00');
    await stripe.saveCard(answer.json().checkoutUrl, card);
    const bookingUrl = `/api/shops/${studio.shop.id}/bookings/${answer.json().id}`;
    const marked = await stripe.call('PATCH', bookingUrl, {
      token: studio.ownerToken,
      body: { status: 'no_show' },
    });
    expect(marked.json().status).toBe('no_show');
    await stripe.deliverChargeEvents(0);
    const chargesBefore = stripe.cardCharges();
    const restore = fake.loseAnswers('/v1/payment_intents');
    const fee = await stripe.call('POST', `${bookingUrl}/fee`, {
      token: studio.ownerToken,
      body: { kind: 'no_show' },
    });
    restore();
    expect(fee.statusCode).toBe(201);
    // The charge may have gone through: open, no link, nothing mailed yet.
    expect(fee.json()).toMatchObject({ method: 'charged', status: 'open', checkoutUrl: null });
    expect(stripe.cardCharges()).toBe(chargesBefore + 1);
    expect(await mailKinds(customer.email)).toEqual(['booking_confirmed']);
    const feeNow = async () =>
      (
        await stripe.call('POST', `${bookingUrl}/fee`, {
          token: studio.ownerToken,
          body: { kind: 'no_show' },
        })
      ).json();
    return { customer, chargesBefore, feeNow };
  }

  it('should let the notification settle a charge that went through: one charge, no link', async () => {
    const { customer, chargesBefore, feeNow } = await feeWithLostAnswer('works');
    await stripe.deliverChargeEvents(2);
    expect(await feeNow()).toMatchObject({ status: 'paid', checkoutUrl: null });
    // The later check finds nothing left to ask.
    testClock.set('2026-12-01T09:00:00+01:00');
    expect(await settleLostFeeCharges(stripeFeeDeps, silent, new Date(testClock.now()))).toBe(0);
    expect(stripe.cardCharges()).toBe(chargesBefore + 1);
    const kinds = await mailKinds(customer.email);
    expect(kinds.filter((kind) => kind === 'booking_fee_receipt')).toHaveLength(1);
    expect(kinds).not.toContain('booking_fee_payment');
  });

  it('should settle by the later check when no notification comes, without charging again', async () => {
    const { customer, chargesBefore, feeNow } = await feeWithLostAnswer('works');
    // Too soon: the notification usually comes first.
    expect(await settleLostFeeCharges(stripeFeeDeps, silent, new Date(testClock.now()))).toBe(0);
    testClock.set('2026-12-01T08:15:00+01:00');
    expect(await settleLostFeeCharges(stripeFeeDeps, silent, new Date(testClock.now()))).toBe(1);
    expect(await feeNow()).toMatchObject({ status: 'paid' });
    expect(stripe.cardCharges()).toBe(chargesBefore + 1);
    const kinds = await mailKinds(customer.email);
    expect(kinds.filter((kind) => kind === 'booking_fee_receipt')).toHaveLength(1);
    expect(kinds).not.toContain('booking_fee_payment');
  });

  it('should leave a charge unanswered for a day open instead of asking again under an expired key', async () => {
    const { customer, chargesBefore, feeNow } = await feeWithLostAnswer('works');
    testClock.set('2026-12-02T07:30:00+01:00');
    expect(await settleLostFeeCharges(stripeFeeDeps, silent, new Date(testClock.now()))).toBe(0);
    expect(await feeNow()).toMatchObject({ status: 'open', checkoutUrl: null });
    expect(stripe.cardCharges()).toBe(chargesBefore + 1);
    expect(await mailKinds(customer.email)).not.toContain('booking_fee_payment');
  });

  it('should mail the payment link once when Stripe reports the charge failed', async () => {
    const { customer, feeNow } = await feeWithLostAnswer('declines');
    await stripe.deliverChargeEvents(2);
    const fee = await feeNow();
    expect(fee).toMatchObject({ status: 'open', checkoutUrl: expect.any(String) });
    testClock.set('2026-12-01T08:15:00+01:00');
    expect(await settleLostFeeCharges(stripeFeeDeps, silent, new Date(testClock.now()))).toBe(0);
    const kinds = await mailKinds(customer.email);
    expect(kinds.filter((kind) => kind === 'booking_fee_payment')).toHaveLength(1);
    await stripe.pay(fee.checkoutUrl);
    expect(await feeNow()).toMatchObject({ status: 'paid' });
  });
});

describe('the booking policy between shops', () => {
  it("should not change another shop's booking policy or charge fees on another shop's bookings", async () => {
    const studio = await studioWithPolicy(testProvider, { freeCancellationHours: 24, noShowFeeCents: 2000 });
    const other = await bookingStudio({ members: 1, hours: mondayHours });
    const { answer } = await bookAt(testProvider, studio, '10:00');
    await callTestApp('PATCH', `/api/shops/${studio.shop.id}/bookings/${answer.json().id}`, {
      token: studio.ownerToken,
      body: { status: 'no_show' },
    });

    const changed = await callTestApp('PUT', `/api/shops/${studio.shop.id}/booking-policy`, {
      token: other.ownerToken,
      body: { freeCancellationHours: 0, depositPercent: 100 },
    });
    expect(changed.statusCode).toBe(403);
    const charged = await callTestApp(
      'POST',
      `/api/shops/${studio.shop.id}/bookings/${answer.json().id}/fee`,
      {
        token: other.ownerToken,
        body: { kind: 'no_show' },
      },
    );
    expect(charged.statusCode).toBe(403);
    // Through its own shop's path the booking is unknown.
    const throughOwn = await callTestApp(
      'POST',
      `/api/shops/${other.shop.id}/bookings/${answer.json().id}/fee`,
      {
        token: other.ownerToken,
        body: { kind: 'no_show' },
      },
    );
    expect(throughOwn.json().errorCode).toBe(8103);
    const policy = await callTestApp('GET', `/api/shops/${studio.shop.id}/booking-policy`);
    expect(policy.json()).toMatchObject({
      freeCancellationHours: 24,
      depositPercent: null,
      noShowFeeCents: 2000,
    });
  });

  it('should refuse a deposit while payouts are not enabled, and a deposit both fixed and a share', async () => {
    const studio = await bookingStudio({ members: 1, hours: mondayHours });
    const refused = await callTestApp('PUT', `/api/shops/${studio.shop.id}/booking-policy`, {
      token: studio.ownerToken,
      body: { depositPercent: 20, freeCancellationHours: 24 },
    });
    expect(refused.json().errorCode).toBe(2032);
    const both = await callTestApp('PUT', `/api/shops/${studio.shop.id}/booking-policy`, {
      token: studio.ownerToken,
      body: { depositPercent: 20, depositCents: 500, freeCancellationHours: 24 },
    });
    expect(both.statusCode).toBe(400);
    const windowOnly = await callTestApp('PUT', `/api/shops/${studio.shop.id}/booking-policy`, {
      token: studio.ownerToken,
      body: { freeCancellationHours: 12 },
    });
    expect(windowOnly.statusCode).toBe(200);
  });
});
