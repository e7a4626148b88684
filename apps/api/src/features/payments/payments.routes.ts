// Payments: the test provider's open checkout and onboarding routes, the Stripe webhook, payouts
// (the four connect calls), plans and the studio's subscription. Paths, fields
// and codes as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  completeTestCheckoutSchema,
  connectInitiatedSchema,
  connectStatusSchema,
  linkSchema,
  planListSchema,
  startSubscriptionSchema,
  subscriptionCheckoutSchema,
  subscriptionSchema,
  testCheckoutCompletedSchema,
  testCheckoutSchema,
} from '@studio/domain/payments-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { AppError } from '../../http/app-error.ts';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotent-answer.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { applyPaymentUpdate, type PaymentUpdateDeps } from './apply-payment-update.ts';
import type { PaymentOutcomes } from './payment-outcomes.ts';
import { initiatePayouts, payoutDashboardLink, payoutOnboardingLink, showPayoutStatus } from './payouts.ts';
import { listPlans, showSubscription } from './plans.ts';
import { startSubscription } from './start-subscription.ts';
import { completeTestCheckout, showTestCheckout, verifyTestAccount } from './test-provider-checkout.ts';

const paymentParams = itemParams(ErrorCode.notFound);
const accountParams = z.object({ accountId: z.string().max(100) });
const testNote =
  'Only while the test provider is in use (PAYMENTS_PROVIDER=test), which takes no money; with Stripe these routes do not exist: 404 (errorCode 9404).';

/** The routes get what settling a payment does from the app's wiring (payment-outcomes.ts). */
export const paymentRoutes: FastifyPluginAsyncZod<RouteDeps & { paymentOutcomes: PaymentOutcomes }> = async (
  app,
  deps,
) => {
  const { db, config, payments } = deps;
  const clock = deps.clock ?? systemClock;
  const mail: MailContext = { mailer: deps.mailer, publicUrl: config.publicUrl };
  const updateDeps: PaymentUpdateDeps = {
    db,
    mail,
    now: () => new Date(clock.now()),
    outcomes: deps.paymentOutcomes,
  };
  const payoutDeps = { db, payments, publicUrl: config.publicUrl };
  const checkoutDeps = { db, payments, config };
  // The test provider's open routes exist only while it is the provider: with Stripe nothing answers
  // them (404 9404 from the not-found handler), so no one can complete a payment or verify payouts.
  if (payments.name === 'test') {
    await app.register(testProviderRoutes, { updateDeps, publicUrl: config.publicUrl });
  }

  // Stripe signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async function stripeWebhook(scope) {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/payments/stripe/webhook',
      {
        config: { access: access.public },
        schema: {
          tags: ['payments'],
          summary: 'Stripe’s webhook (no API key; verified by the Stripe-Signature header)',
          description:
            'Platform and Connect events, verified with STRIPE_WEBHOOK_SECRET or STRIPE_CONNECT_WEBHOOK_SECRET. Each event is applied once (its id is recorded in the transaction of its effects); the object it names is read back from Stripe, so events out of order change nothing wrong. A bad signature: 400 (errorCode 9400). Without Stripe configured: 404 (errorCode 9404).',
          errorCodes: [ErrorCode.invalidInput, ErrorCode.notFound],
          response: { 200: z.object({ received: z.literal(true), replayed: z.boolean() }) },
        },
      },
      async function receiveStripeWebhook(request) {
        if (payments.name !== 'stripe') throw new AppError(ErrorCode.notFound);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError(ErrorCode.invalidInput);
        }
        let event: Awaited<ReturnType<typeof payments.readWebhook>>;
        try {
          event = await payments.readWebhook(request.body, signature);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new AppError(ErrorCode.invalidInput, { cause: error });
          throw error;
        }
        const effects = await applyPaymentUpdate(updateDeps, 'stripe', event, event.update);
        return { received: true as const, replayed: effects.replayed };
      },
    );
  });

  app.post(
    '/shops/:shopId/connect/initiate',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['payouts'],
        summary: 'Set up payouts: create the studio’s connected account (shop admin)',
        description: 'Once per studio; calling again answers the same account.',
        params: shopParams,
        response: { 200: connectInitiatedSchema },
      },
    },
    async function initiateShopPayouts(request) {
      return initiatePayouts(payoutDeps, shopOf(request).shop);
    },
  );

  app.post(
    '/shops/:shopId/connect/link',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['payouts'],
        summary: 'The provider’s onboarding page for business verification (shop admin)',
        description: 'Before initiate: 409 (errorCode 2032).',
        errorCodes: [ErrorCode.payoutsNotSetUp],
        params: shopParams,
        response: { 200: linkSchema },
      },
    },
    async function linkShopPayouts(request) {
      return payoutOnboardingLink(payoutDeps, shopOf(request).shop.id);
    },
  );

  app.get(
    '/shops/:shopId/connect/status',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['payouts'],
        summary: 'Payout status: not set up, waiting for verification, enabled, disabled (shop admin)',
        description: 'Read from the provider each time, in case its account events never arrive.',
        params: shopParams,
        response: { 200: connectStatusSchema },
      },
    },
    async function showShopPayoutStatus(request) {
      return showPayoutStatus(payoutDeps, shopOf(request).shop.id);
    },
  );

  app.post(
    '/shops/:shopId/connect/dashboard',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['payouts'],
        summary: 'A sign-in link to the provider’s dashboard for payouts (shop admin)',
        description: 'Before initiate: 409 (errorCode 2032).',
        errorCodes: [ErrorCode.payoutsNotSetUp],
        params: shopParams,
        response: { 200: linkSchema },
      },
    },
    async function openShopPayoutDashboard(request) {
      return payoutDashboardLink(payoutDeps, shopOf(request).shop.id);
    },
  );

  app.get(
    '/plans',
    {
      config: { access: access.public },
      schema: {
        tags: ['plans'],
        summary: 'The plans: Lite, Basic, Plus, monthly, excluding VAT (public)',
        description:
          'Prices come from PLAN_PRICE_LITE_CENTS, PLAN_PRICE_BASIC_CENTS, PLAN_PRICE_PLUS_CENTS (29, 59, 99 € by default).',
        response: { 200: planListSchema },
      },
    },
    async function listSubscriptionPlans() {
      return listPlans(config.payments);
    },
  );

  app.post(
    '/shops/:shopId/subscription',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['plans'],
        summary: 'Choose a plan and pay for it (shop admin)',
        description:
          'Answers the provider’s checkout. A studio that is not live yet and lacks a bookable treatment, booking hours or a team member is refused with 409 (errorCode 2050, `fields` naming what is missing). A studio waiting for payment (pending_payment) goes live when the provider reports the paid invoice or the active subscription, not on the browser’s return; a failed payment leaves it waiting (`lastPaymentFailed` in GET subscription).',
        errorCodes: [ErrorCode.shopNotReadyToGoLive],
        params: shopParams,
        headers: idempotencyKeyHeaders,
        body: startSubscriptionSchema,
        requestExample: { body: { plan: 'basic' } },
        response: { 201: subscriptionCheckoutSchema },
      },
    },
    async function startShopSubscription(request, reply) {
      const { shop } = shopOf(request);
      const identity = requireIdentity(request);
      return answerOnce(db, request, reply, 201, (trx) =>
        startSubscription(
          {
            ...checkoutDeps,
            db: trx,
            findMissingLiveRequirements: deps.paymentOutcomes.findMissingLiveRequirements,
          },
          shop,
          identity,
          request.body.plan,
        ),
      );
    },
  );

  app.get(
    '/shops/:shopId/subscription',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['plans'],
        summary: 'The studio’s plan and subscription status (shop admin, global admin)',
        params: shopParams,
        response: { 200: subscriptionSchema },
      },
    },
    async function showShopSubscription(request) {
      return showSubscription(db, shopOf(request).shop.id);
    },
  );
};

/** The test provider's checkout and onboarding: open routes, as its pages stand in for a provider's. */
const testProviderRoutes: FastifyPluginAsyncZod<{
  updateDeps: PaymentUpdateDeps;
  publicUrl: string;
}> = async (app, { updateDeps, publicUrl }) => {
  app.get(
    '/payments/test/checkout/:id',
    {
      config: { access: access.public },
      schema: {
        tags: ['payments'],
        summary: 'The test provider’s checkout (browser navigation, no API key)',
        description: `Redirects (302) to the web app’s test checkout page, marked “test mode, no money moves”, with pay and fail buttons. ${testNote}`,
        errorCodes: [ErrorCode.notFound],
        params: paymentParams,
        nonJsonAnswers: { 302: 'To the web app’s test checkout page' },
      },
    },
    async function openTestCheckout(request, reply) {
      const checkout = await showTestCheckout(updateDeps, request.params.id);
      return reply.redirect(`${publicUrl}/payments/test/checkout/${checkout.id}`, 302);
    },
  );

  app.get(
    '/payments/test/checkout/:id/summary',
    {
      config: { access: access.public },
      schema: {
        tags: ['payments'],
        summary: 'What the test checkout page shows: amount, description, studio, status',
        description: testNote,
        errorCodes: [ErrorCode.notFound],
        params: paymentParams,
        response: { 200: testCheckoutSchema },
      },
    },
    async function showTestCheckoutSummary(request) {
      return showTestCheckout(updateDeps, request.params.id);
    },
  );

  app.post(
    '/payments/test/checkout/:id/complete',
    {
      config: { access: access.public },
      schema: {
        tags: ['payments'],
        summary: 'Complete a test checkout: pay or fail (no token needed)',
        description: `\`succeeded\`: the purchase comes into being (a voucher, a plan, a card saved for a booking's fees) exactly once however often this is called; answers where the customer goes next. For a card setup, \`card: "declines"\` saves a card that refuses every later charge. \`failed\`: 402 (errorCode 2041), nothing changes and the customer may try again. ${testNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.paymentFailed],
        params: paymentParams,
        body: completeTestCheckoutSchema,
        requestExample: { body: { outcome: 'succeeded' } },
        response: { 200: testCheckoutCompletedSchema },
      },
    },
    async function completeTestPayment(request) {
      return completeTestCheckout(updateDeps, request.params.id, request.body.outcome, request.body.card);
    },
  );

  app.post(
    '/payments/test/accounts/:accountId/verify',
    {
      config: { access: access.public },
      schema: {
        tags: ['payments'],
        summary: 'Verify a test connected account: charges and payouts become enabled (no token needed)',
        description: testNote,
        errorCodes: [ErrorCode.notFound],
        params: accountParams,
        response: { 200: z.object({ status: z.literal('enabled') }) },
      },
    },
    async function verifyTestPayoutAccount(request) {
      await verifyTestAccount(updateDeps, request.params.accountId);
      return { status: 'enabled' as const };
    },
  );
};
