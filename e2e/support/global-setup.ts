// Playwright global setup: an SMTP capture server, so the specs receive real mail over SMTP, and a
// fake Stripe for payments.

import { startFakeStripe } from '../../apps/api/test/support/fake-stripe-server.ts';
import { e2eStripe, fakeStripePort } from './fake-stripe.ts';
import { removeMailCapture, resetMailCapture, smtpCapturePort } from './mail-capture.ts';
import { startSmtpCapture } from './smtp-capture-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  resetMailCapture();
  const server = await startSmtpCapture(smtpCapturePort());
  // Payments go to a local fake Stripe that sends its signed webhooks to the app.
  const stripe = await startFakeStripe(
    {
      webhookSecret: e2eStripe.webhookSecret,
      connectWebhookSecret: e2eStripe.connectWebhookSecret,
      webhookUrl: `http://127.0.0.1:${process.env.E2E_PORT}/api/payments/stripe/webhook`,
    },
    fakeStripePort(),
  );
  return async () => {
    await stripe.close();
    await server.close();
    removeMailCapture();
  };
}
