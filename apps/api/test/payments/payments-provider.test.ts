// The payment provider is an explicit choice (PAYMENTS_PROVIDER): production never falls back to the
// test provider, whose open routes would complete any checkout and verify any studio's payouts; when
// chosen on purpose it says so, and with Stripe its routes do not exist.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, chooseProvider, loadConfig } from '../../src/config.ts';
import { guestToken } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { startServerProcess } from '../support/server-process.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const stripeSettings = {
  STRIPE_SECRET_KEY: 'sk_test_provider_choice',
  STRIPE_WEBHOOK_SECRET: 'whsec_provider_choice',
};
const refusal =
  'PAYMENTS_PROVIDER: NODE_ENV=production needs a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=test to run the offline stand-in, which takes no money (and says so on screen)';

describe('choosing the payment provider', () => {
  it('should refuse production without a provider, with one clear line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError([refusal]));
  });

  it('should run the test provider in production only when chosen explicitly', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test', TELEPHONY_PROVIDER: 'simulator' })
        .payments,
    ).toMatchObject({
      provider: 'test',
      stripe: undefined,
    });
  });

  it('should default to Stripe when its settings are present, else (outside production) to the test provider', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('test');
    const withStripe = loadConfig({
      NODE_ENV: 'production',
      TELEPHONY_PROVIDER: 'simulator',
      ...stripeSettings,
    }).payments;
    expect(withStripe.provider).toBe('stripe');
    expect(withStripe.stripe?.secretKey).toBe(stripeSettings.STRIPE_SECRET_KEY);
    // An explicit choice wins over present settings (a staging copy of production's settings).
    expect(loadConfig({ PAYMENTS_PROVIDER: 'test', ...stripeSettings }).payments).toMatchObject({
      provider: 'test',
      stripe: undefined,
    });
  });

  it('should call Stripe without its keys, or an unknown provider, a configuration error', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      new ConfigError(['PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']),
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      new ConfigError(['PAYMENTS_PROVIDER: must be stripe or test']),
    );
  });

  it('should apply the same rule to any service with an offline stand-in', () => {
    const rule = {
      variable: 'TELEPHONY_PROVIDER',
      service: 'telephony provider',
      real: 'twilio',
      standIn: 'simulator',
      realSettings: 'the Twilio credentials',
      standInCaveat: 'places no calls',
    } as const;
    const production = { chosen: undefined, realConfigured: false, production: true };
    expect(() => chooseProvider(rule, production)).toThrow(
      'TELEPHONY_PROVIDER: NODE_ENV=production needs a telephony provider',
    );
    expect(chooseProvider(rule, { ...production, chosen: 'simulator' })).toEqual({
      provider: 'simulator',
      standIn: true,
    });
    expect(chooseProvider(rule, { ...production, realConfigured: true })).toEqual({
      provider: 'twilio',
      standIn: false,
    });
    expect(chooseProvider(rule, { ...production, production: false })).toEqual({
      provider: 'simulator',
      standIn: true,
    });
  });
});

/** A stand-in for the built web app: the server writes its meta tags into this page. */
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'payments-provider-web-'));
  await writeFile(join(webDist, 'index.html'), '<html><head><title>app</title></head><body></body></html>');
});

afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

describe('starting the real server in production', () => {
  it('should refuse to start without a payment provider and say why', () => {
    const result = spawnSync(process.execPath, [mainScript], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0' },
      encoding: 'utf8',
      // Loading the server's modules takes seconds, many more on a busy machine.
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(refusal);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 90_000);

  it('should run the explicitly chosen test provider, saying in the banner and the web app that no money is taken', async () => {
    const server = await startServerProcess({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      TELEPHONY_PROVIDER: 'simulator',
      DATA_DIR: 'memory://',
      API_KEYS: 'provider-key',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    });
    try {
      // The banner is printed once the server listens; the pipe may hand it over a moment later.
      await expect
        .poll(server.output, { timeout: 10_000 })
        .toContain(
          'Payments: TEST PROVIDER (PAYMENTS_PROVIDER=test): NO MONEY IS TAKEN; checkouts complete without paying',
        );
      const page = await fetch(`${server.address}/admin`);
      expect(await page.text()).toContain('<meta name="payments-provider" content="test">');
      // Its routes answer: a malformed completion is refused by the route, not unknown.
      const completion = await fetch(
        `${server.address}/api/payments/test/checkout/${crypto.randomUUID()}/complete`,
        {
          method: 'POST',
          headers: { 'x-api-key': 'provider-key', 'content-type': 'application/json' },
          body: JSON.stringify({ outcome: 'maybe' }),
        },
      );
      expect(completion.status).toBe(400);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe('with Stripe chosen', () => {
  let stripeApp: FastifyInstance;

  beforeAll(async () => {
    const { db, tokens, mailer } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: testApiKey,
      PAYMENTS_PROVIDER: 'stripe',
      WEB_DIST_DIR: webDist,
      ...stripeSettings,
    });
    stripeApp = await buildApp({ db, tokens, mailer, config }, { logger: false });
  });

  afterAll(async () => {
    await stripeApp?.close();
  });

  it('should have no test provider routes: completing a checkout or verifying payouts answers 404', async () => {
    // A studio and a pending voucher checkout made while the test provider was in use.
    const shop = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const ownerToken = await tokenFor(owner);
    const initiated = await call('POST', `/api/shops/${shop.id}/connect/initiate`, { token: ownerToken });
    const accountId: string = initiated.json().accountId;
    expect((await call('POST', `/api/payments/test/accounts/${accountId}/verify`)).statusCode).toBe(200);
    const offer = await call('POST', `/api/shops/${shop.id}/voucher-offers`, {
      token: ownerToken,
      body: { name: 'Gutschein 50 €', valueCents: 5000, priceCents: 5000 },
    });
    const purchase = await call('POST', `/api/shops/${shop.id}/vouchers/purchase`, {
      token: await guestToken(),
      body: { offerId: offer.json().id, buyer: { name: 'Eve', email: 'eve@example.com' } },
    });
    expect(purchase.statusCode).toBe(201);
    const paymentId: string = purchase.json().paymentId;
    const otherShop = await createShop();
    const otherOwner = await createUser({ role: 'shopAdmin', shopId: otherShop.id });
    const otherAccount = await call('POST', `/api/shops/${otherShop.id}/connect/initiate`, {
      token: await tokenFor(otherOwner),
    });

    const headers = { 'x-api-key': testApiKey };
    const completion = await stripeApp.inject({
      method: 'POST',
      url: `/api/payments/test/checkout/${paymentId}/complete`,
      headers,
      payload: { outcome: 'succeeded' },
    });
    expect(completion.statusCode).toBe(404);
    expect(completion.json().errorCode).toBe(9404);
    const verification = await stripeApp.inject({
      method: 'POST',
      url: `/api/payments/test/accounts/${otherAccount.json().accountId}/verify`,
      headers,
    });
    expect(verification.statusCode).toBe(404);
    expect(verification.json().errorCode).toBe(9404);
    const summary = await stripeApp.inject({
      url: `/api/payments/test/checkout/${paymentId}/summary`,
      headers,
    });
    expect(summary.statusCode).toBe(404);

    const { db } = await getTestPlatform();
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirst();
    expect(payment?.status).toBe('open');
    expect(await db.selectFrom('vouchers').select('id').where('shop_id', '=', shop.id).execute()).toEqual([]);
    const payouts = await db
      .selectFrom('payout_accounts')
      .select('payouts_enabled')
      .where('shop_id', '=', otherShop.id)
      .executeTakeFirst();
    expect(payouts?.payouts_enabled).toBe(false);
    expect(stripeApp.declaredRoutes.filter((route) => route.url.startsWith('/api/payments/test'))).toEqual(
      [],
    );
  });

  it('should name Stripe to the web app, which then shows no notice of free payments', async () => {
    const page = await stripeApp.inject({ url: '/admin' });
    expect(page.body).toContain('<meta name="payments-provider" content="stripe">');
  });
});
