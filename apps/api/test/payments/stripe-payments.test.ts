// The Stripe adapter on the real `stripe` SDK against a local fake Stripe (no network): every call
// the platform makes (checkout sessions for vouchers and plans, Express accounts, account and login
// links, account reads, refunds) and every webhook it handles, a replayed and a tampered one included.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/adapters/payments/stripe-provider.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { type FakeStripe, type SignedEvent, startFakeStripe } from '../support/fake-stripe-server.ts';
import { createShop, createUser, makeReadyToGoLive, outboxMails, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const webhookSecret = 'whsec_platform_test_secret';
const connectWebhookSecret = 'whsec_connect_test_secret';
let fake: FakeStripe;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret, connectWebhookSecret });
  const platform = await getTestPlatform();
  const env = {
    DATA_DIR: 'memory://',
    API_KEYS: testApiKey,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
    STRIPE_API_URL: fake.url,
    PLATFORM_FEE_PERCENT: '10',
  };
  const config = loadConfig(env);
  if (!config.payments.stripe) throw new Error('Stripe settings missing');
  app = await buildApp(
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
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function call(method: InjectOptions['method'], url: string, token?: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { 'x-api-key': testApiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

async function post(event: SignedEvent, payload = event.payload) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload,
  });
}

async function owner(status: 'active' | 'pending_payment' = 'active') {
  const shop = await createShop({ status });
  await makeReadyToGoLive(shop.id);
  const user = await createUser({ role: 'shopAdmin', shopId: shop.id });
  return { shopId: shop.id, user, token: await tokenFor(user) };
}

async function studioWithPayouts() {
  const studio = await owner();
  const initiated = await call('POST', `/api/shops/${studio.shopId}/connect/initiate`, studio.token);
  const accountId = initiated.json().accountId as string;
  for (const event of fake.verifyAccount(accountId)) expect((await post(event)).statusCode).toBe(200);
  return { ...studio, accountId };
}

describe('Stripe payments (real SDK, local fake)', () => {
  it('should set up payouts with an Express account, onboarding and login links, and read its status', async () => {
    const studio = await owner();
    const base = `/api/shops/${studio.shopId}/connect`;
    const initiated = await call('POST', `${base}/initiate`, studio.token);
    expect(initiated.statusCode).toBe(200);
    const accountId = initiated.json().accountId as string;
    expect(accountId).toMatch(/^acct_/);
    expect(fake.accounts.get(accountId)).toMatchObject({
      type: 'express',
      metadata: { shopId: studio.shopId },
    });
    // Again: the same account, none created.
    expect((await call('POST', `${base}/initiate`, studio.token)).json().accountId).toBe(accountId);

    const link = await call('POST', `${base}/link`, studio.token);
    expect(link.json().url).toContain(`/onboarding/${accountId}`);
    const accountLink = fake.requests.find((request) => request.path === '/v1/account_links');
    expect(accountLink?.body).toMatchObject({ account: accountId, type: 'account_onboarding' });
    expect((await call('GET', `${base}/status`, studio.token)).json()).toEqual({
      status: 'pending_verification',
      chargesEnabled: false,
      payoutsEnabled: false,
    });

    // Verified at Stripe, but the account event never arrives: the status call reads the account.
    fake.verifyAccount(accountId);
    expect((await call('GET', `${base}/status`, studio.token)).json().status).toBe('enabled');
    const dashboard = await call('POST', `${base}/dashboard`, studio.token);
    expect(dashboard.json().url).toContain(`/dashboard/${accountId}`);
  });

  it('should sell a voucher to the connected account with the application fee, once per payment', async () => {
    const studio = await studioWithPayouts();
    const offer = await call('POST', `/api/shops/${studio.shopId}/voucher-offers`, studio.token, {
      name: 'Gutschein 50 €',
      valueCents: 5000,
      priceCents: 4500,
    });
    const started = await call('POST', `/api/shops/${studio.shopId}/vouchers/purchase`, await guestToken(), {
      offerId: offer.json().id,
      buyer: { name: 'Anna', email: 'anna.stripe@example.com' },
    });
    expect(started.statusCode).toBe(201);
    const session = [...fake.sessions.values()].at(-1);
    expect(started.json().checkoutUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'payment',
      metadata: { paymentId: started.json().paymentId, shopId: studio.shopId },
      payment_intent_data: {
        application_fee_amount: '450',
        transfer_data: { destination: studio.accountId },
      },
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '4500' } }],
    });

    const [completed] = fake.completeSession(String(session?.id), 'paid');
    if (!completed) throw new Error('no event');
    const first = await post(completed);
    expect(first.json()).toEqual({ received: true, replayed: false });
    // The same event again (Stripe retries): recorded once, nothing changes.
    expect((await post(completed)).json()).toEqual({ received: true, replayed: true });
    // Another event about the same paid session: the payment already made its voucher.
    const duplicate = fake.sign({ ...completed.event, id: 'evt_duplicate_notification' });
    expect((await post(duplicate)).json().replayed).toBe(false);

    const sold = await call('GET', `/api/shops/${studio.shopId}/vouchers`, studio.token);
    expect(sold.json()).toHaveLength(1);
    expect(await outboxMails('anna.stripe@example.com')).toHaveLength(1);

    const refunded = await call(
      'POST',
      `/api/shops/${studio.shopId}/vouchers/${sold.json()[0].id}/refund`,
      studio.token,
    );
    expect(refunded.json().active).toBe(false);
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_intent: session?.payment_intent,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('should refuse a tampered event and one signed with another secret', async () => {
    const studio = await studioWithPayouts();
    const [event] = fake.verifyAccount(studio.accountId);
    if (!event) throw new Error('no event');
    const tampered = event.payload.replace('"charges_enabled":true', '"charges_enabled":false');
    const refused = await post(event, tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe(9400);
    const foreign = fake.sign(event.event, 'whsec_someone_else');
    expect((await post(foreign)).statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('should take a studio live on its paid plan, whatever order the events come in', async () => {
    const studio = await owner('pending_payment');
    const started = await call('POST', `/api/shops/${studio.shopId}/subscription`, studio.token, {
      plan: 'basic',
    });
    expect(started.statusCode).toBe(201);
    const session = [...fake.sessions.values()].at(-1);
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: [
        { price_data: { unit_amount: '5900', tax_behavior: 'exclusive', recurring: { interval: 'month' } } },
      ],
      subscription_data: { metadata: { shopId: studio.shopId, plan: 'basic' } },
    });

    // The failed first attempt leaves the studio waiting for payment.
    const [failure] = fake.completeSession(String(session?.id), 'failed');
    if (!failure) throw new Error('no event');
    expect((await post(failure)).statusCode).toBe(200);
    const shopStatus = async () =>
      (await call('GET', `/api/shops/${studio.shopId}`, studio.token)).json().status;
    expect(await shopStatus()).toBe('pending_payment');
    const afterFailure = await call('GET', `/api/shops/${studio.shopId}/subscription`, studio.token);
    expect(afterFailure.json()).toMatchObject({ status: 'incomplete', lastPaymentFailed: true });

    const events = fake.completeSession(String(session?.id), 'paid');
    // The invoice first, then the checkout: each reads the subscription as it is now.
    for (const event of events.reverse()) expect((await post(event)).statusCode).toBe(200);
    expect(await shopStatus()).toBe('active');
    const subscription = await call('GET', `/api/shops/${studio.shopId}/subscription`, studio.token);
    expect(subscription.json()).toMatchObject({ plan: 'basic', status: 'active', lastPaymentFailed: false });
    expect(subscription.json().currentPeriodEnd).not.toBeNull();
  });
});
