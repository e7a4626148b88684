// Stripe on its official SDK: Checkout Sessions (payment mode to the studio's connected account with
// an application fee; subscription mode for plans), Express accounts with account and login links,
// refunds, and webhooks verified with the platform secret or the Connect secret. Every event is
// answered with the object as Stripe holds it now, so that late or repeated events change nothing.

import type { PlanId } from '@studio/domain/payments-contract';
import { planIds } from '@studio/domain/payments-contract';
import Stripe from 'stripe';
import {
  type AccountState,
  type CardSetup,
  type OneOffCheckout,
  type PaymentProvider,
  type PaymentUpdate,
  type SavedCardCharge,
  type SavedCardOutcome,
  type StartedCheckout,
  type SubscriptionCheckout,
  type SubscriptionState,
  WebhookSignatureError,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  connectWebhookSecret: string | undefined;
  /** Another API base (a local fake in tests), e.g. http://127.0.0.1:12111. */
  apiUrl: string | undefined;
}

function clientOf(settings: StripeSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function subscriptionStateOf(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

function accountStateOf(account: Stripe.Account): AccountState {
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

/** The subscription an invoice belongs to (newer API versions name it under `parent`). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null);
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);

  async function subscriptionUpdate(subscriptionRef: string, paymentFailed: boolean): Promise<PaymentUpdate> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
    const { shopId, plan, paymentId } = subscription.metadata ?? {};
    if (!shopId || !isPlanId(plan)) return { kind: 'ignored' };
    const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
    const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? legacyEnd;
    return {
      kind: 'subscription',
      paymentId: paymentId ?? null,
      shopId,
      plan,
      subscriptionRef: subscription.id,
      status: subscriptionStateOf(subscription.status),
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      paymentFailed,
    };
  }

  async function checkoutUpdate(sessionId: string): Promise<PaymentUpdate> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const { paymentId, shopId } = session.metadata ?? {};
    if (!paymentId || !shopId) return { kind: 'ignored' };
    if (session.mode === 'subscription') {
      const subscriptionRef = idOf(session.subscription);
      return subscriptionRef ? subscriptionUpdate(subscriptionRef, false) : { kind: 'ignored' };
    }
    if (session.mode === 'setup') {
      if (session.status === 'complete') {
        return {
          kind: 'checkout',
          shopId,
          paymentId,
          outcome: 'succeeded',
          paymentRef: idOf(session.setup_intent),
        };
      }
      return session.status === 'expired'
        ? { kind: 'checkout', shopId, paymentId, outcome: 'failed', paymentRef: null }
        : { kind: 'ignored' };
    }
    const paymentRef = idOf(session.payment_intent);
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      return { kind: 'checkout', shopId, paymentId, outcome: 'succeeded', paymentRef };
    }
    if (session.status === 'expired') {
      return { kind: 'checkout', shopId, paymentId, outcome: 'failed', paymentRef };
    }
    return { kind: 'ignored' };
  }

  async function updateOf(event: Stripe.Event): Promise<PaymentUpdate> {
    const object = event.data.object as { id: string };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        return checkoutUpdate(object.id);
      case 'checkout.session.async_payment_failed': {
        const session = await stripe.checkout.sessions.retrieve(object.id);
        const { paymentId, shopId } = session.metadata ?? {};
        return paymentId && shopId
          ? {
              kind: 'checkout',
              shopId,
              paymentId,
              outcome: 'failed',
              paymentRef: idOf(session.payment_intent),
            }
          : { kind: 'ignored' };
      }
      // A saved card charged off-session: the charge is answered at once, the event may repeat it.
      case 'payment_intent.succeeded': {
        const intent = await stripe.paymentIntents.retrieve(object.id);
        const { paymentId, shopId, charge } = intent.metadata ?? {};
        return paymentId && shopId && charge === 'saved_card' && intent.status === 'succeeded'
          ? { kind: 'checkout', shopId, paymentId, outcome: 'succeeded', paymentRef: intent.id }
          : { kind: 'ignored' };
      }
      case 'payment_intent.payment_failed': {
        const intent = await stripe.paymentIntents.retrieve(object.id);
        const { paymentId, shopId, charge } = intent.metadata ?? {};
        return paymentId && shopId && charge === 'saved_card' && intent.status !== 'succeeded'
          ? { kind: 'card_charge_failed', shopId, paymentId }
          : { kind: 'ignored' };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionUpdate(object.id, false);
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionRef = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
        return subscriptionRef
          ? subscriptionUpdate(subscriptionRef, event.type === 'invoice.payment_failed')
          : { kind: 'ignored' };
      }
      case 'account.updated': {
        const account = await stripe.accounts.retrieve(object.id);
        const shopId = account.metadata?.shopId;
        return shopId
          ? { kind: 'account', shopId, accountId: account.id, state: accountStateOf(account) }
          : { kind: 'ignored' };
      }
      default:
        return { kind: 'ignored' };
    }
  }

  function verify(rawBody: Buffer, signature: string): Stripe.Event {
    const secrets = [settings.webhookSecret, settings.connectWebhookSecret].filter(
      (secret): secret is string => Boolean(secret),
    );
    let failure: unknown;
    for (const secret of secrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        failure = error;
      }
    }
    throw new WebhookSignatureError(failure);
  }

  return {
    name: 'stripe',

    async startCheckout(checkout: OneOffCheckout): Promise<StartedCheckout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: checkout.paymentId,
          ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency.toLowerCase(),
                unit_amount: checkout.amountCents,
                product_data: { name: checkout.description },
              },
            },
          ],
          payment_intent_data: {
            transfer_data: { destination: checkout.connectedAccountId },
            ...(checkout.applicationFeeCents > 0
              ? { application_fee_amount: checkout.applicationFeeCents }
              : {}),
            metadata: { paymentId: checkout.paymentId, shopId: checkout.shopId },
          },
          metadata: { paymentId: checkout.paymentId, shopId: checkout.shopId },
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        },
        { idempotencyKey: `checkout-${checkout.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { checkoutRef: session.id, url: session.url };
    },

    async startSubscription(checkout: SubscriptionCheckout): Promise<StartedCheckout> {
      const metadata = { paymentId: checkout.paymentId, shopId: checkout.shopId, plan: checkout.plan };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: checkout.paymentId,
          ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency.toLowerCase(),
                unit_amount: checkout.amountCents,
                // Plan prices exclude VAT; Stripe Tax (when enabled) adds it on top.
                tax_behavior: 'exclusive',
                recurring: { interval: 'month' },
                product_data: { name: checkout.description },
              },
            },
          ],
          subscription_data: { metadata },
          metadata,
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        },
        { idempotencyKey: `subscription-${checkout.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { checkoutRef: session.id, url: session.url };
    },

    async startCardSetup(setup: CardSetup): Promise<StartedCheckout> {
      const metadata = { paymentId: setup.paymentId, shopId: setup.shopId };
      // A card is reused off-session only from a customer, so the setup saves it to a new one.
      const customer = await stripe.customers.create(
        { ...(setup.customerEmail ? { email: setup.customerEmail } : {}), metadata },
        { idempotencyKey: `customer-${setup.paymentId}` },
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: setup.currency.toLowerCase(),
          customer: customer.id,
          client_reference_id: setup.paymentId,
          setup_intent_data: {
            on_behalf_of: setup.connectedAccountId,
            metadata,
            description: setup.description,
          },
          metadata,
          success_url: setup.successUrl,
          cancel_url: setup.cancelUrl,
        },
        { idempotencyKey: `setup-${setup.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a setup session without a URL');
      return { checkoutRef: session.id, url: session.url };
    },

    async chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardOutcome> {
      const setup = await stripe.setupIntents.retrieve(charge.setupRef);
      const customer = idOf(setup.customer);
      const paymentMethod = idOf(setup.payment_method);
      if (setup.status !== 'succeeded' || !customer || !paymentMethod) return { outcome: 'declined' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: charge.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: charge.description,
            on_behalf_of: charge.connectedAccountId,
            transfer_data: { destination: charge.connectedAccountId },
            ...(charge.applicationFeeCents > 0 ? { application_fee_amount: charge.applicationFeeCents } : {}),
            metadata: { paymentId: charge.paymentId, shopId: charge.shopId, charge: 'saved_card' },
          },
          { idempotencyKey: `saved-card-${charge.paymentId}` },
        );
        return intent.status === 'succeeded'
          ? { outcome: 'succeeded', paymentRef: intent.id }
          : { outcome: 'declined' };
      } catch (error) {
        // The bank refused, or it asks the customer to authenticate: they pay through a link instead.
        if (error instanceof Stripe.errors.StripeCardError) return { outcome: 'declined' };
        throw error;
      }
    },

    async createAccount(shop) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: shop.email,
          business_profile: { name: shop.name },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { shopId: shop.shopId },
        },
        { idempotencyKey: `account-${shop.shopId}` },
      );
      return { accountId: account.id };
    },

    async onboardingLink(accountId, urls) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      });
      return link.url;
    },

    async readAccount(accountId) {
      return accountStateOf(await stripe.accounts.retrieve(accountId));
    },

    async dashboardLink(accountId) {
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },

    async refund(paymentRef) {
      await stripe.refunds.create(
        { payment_intent: paymentRef, reverse_transfer: true, refund_application_fee: true },
        { idempotencyKey: `refund-${paymentRef}` },
      );
    },

    async readWebhook(rawBody, signature) {
      const event = verify(rawBody, signature);
      return { id: event.id, type: event.type, update: await updateOf(event) };
    },
  };
}
