// The end-to-end app takes its payments from a local fake Stripe (apps/api/test/support/fake-stripe-server.ts)
// whose hosted checkout and onboarding pages complete payments and verify accounts in the browser and
// send signed webhooks to the app, as Stripe would. Its port is chosen once per run.
export const e2eStripe = {
  secretKey: 'sk_test_e2e_fake',
  webhookSecret: 'whsec_e2e_platform_secret',
  connectWebhookSecret: 'whsec_e2e_connect_secret',
};

export function fakeStripePort(): number {
  const port = Number(process.env.E2E_STRIPE_PORT);
  if (!port) throw new Error('E2E_STRIPE_PORT is not set (playwright.config.ts chooses it)');
  return port;
}

/** The app's Stripe settings: the SDK talks to the fake on localhost. */
export function fakeStripeEnv(): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: e2eStripe.secretKey,
    STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: e2eStripe.connectWebhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort()}`,
  };
}
