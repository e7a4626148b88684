// A small fake of Stripe's HTTP API on localhost, for driving the real `stripe` SDK without the
// network: checkout sessions (payment, subscription and setup mode), subscriptions, customers,
// setup intents and off-session payment intents (answered once per Idempotency-Key, a card saved as
// declining refused like Stripe's test card 4000000000000341), Express accounts with account and
// login links, refunds. A test may have the answers of one path lost (loseAnswers).
// It keeps objects in memory, lets a test (or its own checkout page, for the browser) complete a
// session or verify an account, and signs the resulting events with the webhook secrets the way
// Stripe does (`generateTestHeaderString`), delivering them to a webhook URL when one is given.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripeOptions {
  webhookSecret: string;
  connectWebhookSecret: string;
  /** Where events go when a checkout or onboarding completes through the fake's own pages. */
  webhookUrl?: string;
}

export interface SignedEvent {
  payload: string;
  signature: string;
  event: StripeObject;
}

export interface FakeStripe {
  url: string;
  port: number;
  /** Every API request the SDK made: method, path and form fields. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  sessions: Map<string, StripeObject>;
  accounts: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  refunds: StripeObject[];
  paymentIntents: Map<string, StripeObject>;
  /** Events the API calls caused (a payment intent that succeeded), as Stripe would send them. */
  sentEvents: SignedEvent[];
  /**
   * Pays a session (payment or subscription), or saves its card (setup: `declines` saves one that
   * refuses every later charge), and answers the events Stripe would send.
   */
  completeSession(id: string, outcome: 'paid' | 'failed', card?: 'works' | 'declines'): SignedEvent[];
  verifyAccount(id: string): SignedEvent[];
  sign(event: StripeObject, secret?: string): SignedEvent;
  deliver(events: SignedEvent[]): Promise<void>;
  /**
   * From now until the answered function is called, requests to `path` are carried out but their
   * answers lost (the connection drops, as on a timeout).
   */
  loseAnswers(path: string): () => void;
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_signer');

/** Reads Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startFakeStripe(options: FakeStripeOptions, port = 0): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, StripeObject>();
  const accounts = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const refunds: StripeObject[] = [];
  const customers = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const decliningCards = new Set<string>();
  const sentEvents: SignedEvent[] = [];
  /** Stripe answers a repeated Idempotency-Key with the first answer. */
  const idempotentAnswers = new Map<string, [number, unknown]>();
  const losingAnswers = new Set<string>();
  let base = '';

  function sign(event: StripeObject, secret = options.webhookSecret): SignedEvent {
    const payload = JSON.stringify(event);
    return { payload, event, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  function eventOf(type: string, object: StripeObject, account?: string): StripeObject {
    return {
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...(account ? { account } : {}),
      data: { object },
    };
  }

  /** The session's subscription, new on each attempt, carrying the metadata the checkout gave it. */
  function subscriptionOf(session: StripeObject, status: 'active' | 'incomplete'): StripeObject {
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      status,
      metadata: (session.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      items: { object: 'list', data: [{ id: newId('si'), current_period_end: periodEnd }] },
    };
    subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    return subscription;
  }

  function invoiceOf(subscription: StripeObject, status: 'paid' | 'open') {
    return {
      id: newId('in'),
      object: 'invoice',
      status,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
  }

  function completeSession(
    id: string,
    outcome: 'paid' | 'failed',
    card: 'works' | 'declines' = 'works',
  ): SignedEvent[] {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.mode === 'setup') return completeSetup(session, outcome, card);
    if (outcome === 'failed') {
      if (session.mode === 'subscription') {
        // As with a debit that bounces: the subscription exists, incomplete, and its first invoice failed.
        const subscription = subscriptionOf(session, 'incomplete');
        const invoice = invoiceOf(subscription, 'open');
        return [sign(eventOf('invoice.payment_failed', invoice))];
      }
      session.status = 'expired';
      return [sign(eventOf('checkout.session.expired', session))];
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const invoice = invoiceOf(subscriptionOf(session, 'active'), 'paid');
      return [sign(eventOf('checkout.session.completed', session)), sign(eventOf('invoice.paid', invoice))];
    }
    session.payment_intent = newId('pi');
    return [sign(eventOf('checkout.session.completed', session))];
  }

  /** A setup session saves a new card to the session's customer through a succeeded setup intent. */
  function completeSetup(session: StripeObject, outcome: 'paid' | 'failed', card: 'works' | 'declines') {
    if (outcome === 'failed') {
      session.status = 'expired';
      return [sign(eventOf('checkout.session.expired', session))];
    }
    const paymentMethod = newId('pm');
    if (card === 'declines') decliningCards.add(paymentMethod);
    const data = (session.setup_intent_data ?? {}) as Record<string, unknown>;
    const setupIntent: StripeObject = {
      id: newId('seti'),
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer: session.customer ?? null,
      payment_method: paymentMethod,
      on_behalf_of: data.on_behalf_of ?? null,
      metadata: data.metadata ?? {},
    };
    setupIntents.set(setupIntent.id, setupIntent);
    session.status = 'complete';
    session.setup_intent = setupIntent.id;
    return [sign(eventOf('checkout.session.completed', session))];
  }

  /** An event an API call caused: kept for the test, and sent (after the answer) to a webhook URL. */
  function announce(event: SignedEvent): void {
    sentEvents.push(event);
    if (options.webhookUrl) setTimeout(() => void deliver([event]).catch(() => undefined), 0);
  }

  /** An off-session charge of a saved card: succeeded, or a card error that leaves it unpaid. */
  function createPaymentIntent(body: Record<string, unknown>): [number, unknown] {
    const paymentMethod = String(body.payment_method ?? '');
    const saved = [...setupIntents.values()].some(
      (setup) => setup.payment_method === paymentMethod && setup.customer === body.customer,
    );
    if (!saved) {
      return [
        400,
        { error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${paymentMethod}'` } },
      ];
    }
    const declined = decliningCards.has(paymentMethod);
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      ...body,
      amount: Number(body.amount),
      status: declined ? 'requires_payment_method' : 'succeeded',
      metadata: body.metadata ?? {},
    };
    paymentIntents.set(intent.id, intent);
    if (declined) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: { ...intent },
      };
      // Stripe's error names the intent and the intent its error, without a cycle in the JSON.
      intent.last_payment_error = { ...error, payment_intent: undefined };
      announce(sign(eventOf('payment_intent.payment_failed', intent)));
      return [402, { error }];
    }
    announce(sign(eventOf('payment_intent.succeeded', intent)));
    return [200, intent];
  }

  function verifyAccount(id: string): SignedEvent[] {
    const account = accounts.get(id);
    if (!account) throw new Error(`no account ${id}`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { disabled_reason: null },
    });
    return [sign(eventOf('account.updated', account, id), options.connectWebhookSecret)];
  }

  async function deliver(events: SignedEvent[]): Promise<void> {
    if (!options.webhookUrl) return;
    for (const { payload, signature } of events) {
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    }
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><p>Fake Stripe (tests)</p>${body}</body></html>`;
  }

  async function api(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<[number, unknown]> {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = { id: newId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && parts[1] === 'setup_intents' && parts[2]) {
      const setupIntent = setupIntents.get(parts[2]);
      return setupIntent ? [200, setupIntent] : [404, { error: { type: 'invalid_request_error' } }];
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(body);
    if (method === 'GET' && parts[1] === 'payment_intents' && parts[2]) {
      const intent = paymentIntents.get(parts[2]);
      return intent ? [200, intent] : [404, { error: { type: 'invalid_request_error' } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        url: `${base}/checkout/${id}`,
        ...body,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      return session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: 'No such session' } }];
    }
    if (method === 'GET' && parts[1] === 'subscriptions' && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      return subscription ? [200, subscription] : [404, { error: { type: 'invalid_request_error' } }];
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = newId('acct');
      const account: StripeObject = {
        id,
        object: 'account',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { disabled_reason: 'requirements.pending_verification' },
        ...body,
      };
      accounts.set(id, account);
      return [200, account];
    }
    if (method === 'GET' && parts[1] === 'accounts' && parts[2]) {
      const account = accounts.get(parts[2]);
      return account ? [200, account] : [404, { error: { type: 'invalid_request_error' } }];
    }
    if (method === 'POST' && parts[1] === 'accounts' && parts[3] === 'login_links') {
      return [200, { object: 'login_link', url: `${base}/dashboard/${parts[2]}` }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const returnUrl = encodeURIComponent(String(body.return_url));
      return [
        200,
        { object: 'account_link', url: `${base}/onboarding/${String(body.account)}?return=${returnUrl}` },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = { id: newId('re'), object: 'refund', status: 'succeeded', ...body };
      refunds.push(refund);
      return [200, refund];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `fake Stripe knows no ${method} ${path}` } },
    ];
  }

  // The fake's own pages stand in for Stripe's hosted checkout and onboarding in a browser.
  async function hosted(method: string, url: URL, response: ServerResponse): Promise<boolean> {
    const [kind, id, action] = url.pathname.split('/').filter(Boolean);
    if (kind === 'checkout' && id && sessions.has(id)) {
      const session = sessions.get(id) as StripeObject;
      if (method === 'POST' && (action === 'pay' || action === 'fail' || action === 'declining')) {
        await deliver(
          completeSession(
            id,
            action === 'fail' ? 'failed' : 'paid',
            action === 'declining' ? 'declines' : 'works',
          ),
        );
        response.writeHead(303, {
          location: String(action === 'pay' ? session.success_url : session.cancel_url),
        });
        response.end();
        return true;
      }
      send(
        response,
        200,
        page(
          'Checkout',
          session.mode === 'setup'
            ? `<h1>Save your card</h1><form method="post" action="/checkout/${id}/pay"><button>Save card</button></form><form method="post" action="/checkout/${id}/declining"><button>Save a card that declines</button></form><form method="post" action="/checkout/${id}/fail"><button>Fail</button></form>`
            : `<h1>Pay</h1><form method="post" action="/checkout/${id}/pay"><button>Pay</button></form><form method="post" action="/checkout/${id}/fail"><button>Fail</button></form>`,
        ),
        'text/html',
      );
      return true;
    }
    if (kind === 'onboarding' && id && accounts.has(id)) {
      const back = url.searchParams.get('return') ?? '/';
      if (method === 'POST') {
        await deliver(verifyAccount(id));
        response.writeHead(303, { location: back });
        response.end();
        return true;
      }
      send(
        response,
        200,
        page(
          'Onboarding',
          `<h1>Verify your business</h1><form method="post" action="/onboarding/${id}?return=${encodeURIComponent(back)}"><button>Submit verification</button></form>`,
        ),
        'text/html',
      );
      return true;
    }
    if (kind === 'dashboard' && id) {
      send(response, 200, page('Dashboard', `<h1>Express dashboard ${id}</h1>`), 'text/html');
      return true;
    }
    return false;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const text = await readBody(request);
      if (!url.pathname.startsWith('/v1/')) {
        if (!(await hosted(method, url, response))) send(response, 404, 'not found', 'text/plain');
        return;
      }
      const body = parseStripeForm(text);
      requests.push({ method, path: url.pathname, body });
      const key = request.headers['idempotency-key'];
      const keyed = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
      const [status, answer] =
        (keyed ? idempotentAnswers.get(keyed) : undefined) ?? (await api(method, url.pathname, body));
      if (keyed) idempotentAnswers.set(keyed, [status, answer]);
      if (losingAnswers.has(url.pathname)) {
        request.socket.destroy();
        return;
      }
      send(response, status, answer);
    })().catch((error: unknown) => send(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${actualPort}`;
  return {
    url: base,
    port: actualPort,
    requests,
    sessions,
    accounts,
    subscriptions,
    refunds,
    paymentIntents,
    sentEvents,
    completeSession,
    verifyAccount,
    sign,
    deliver,
    loseAnswers(path) {
      losingAnswers.add(path);
      return () => losingAnswers.delete(path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
