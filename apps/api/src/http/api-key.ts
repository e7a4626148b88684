import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

// Routes under /api that answer without a key: health probes, the API description, and the two
// steps of the OpenID Connect sign-in, which are browser navigations that cannot send headers, and the
// payment routes, the telephony webhooks and the error-reporting tunnel named below.
const openRoutes = new Set([
  '/api/health',
  '/api/openapi.json',
  '/api/auth/oidc/start',
  '/api/auth/oidc/callback',
  // The test provider's checkout page (a browser navigation) and Stripe's webhook (signed instead).
  '/api/payments/test/checkout/:id',
  '/api/payments/stripe/webhook',
  // Twilio's webhooks (signed instead, features/voice/voice.routes.ts).
  '/api/voice/twilio/calls',
  '/api/voice/twilio/speech',
  '/api/voice/twilio/forward-ended',
  '/api/voice/twilio/call-status',
  '/api/voice/twilio/messages',
  // Calendar apps subscribe to a feed by its secret address alone.
  '/api/calendar-feeds/:token',
  // The Sentry browser SDK posts to its tunnel without our headers.
  '/api/errors/tunnel',
]);

function matchesAny(candidate: string, keys: readonly Buffer[]): boolean {
  const given = Buffer.from(candidate);
  let found = false;
  for (const key of keys) {
    if (key.length === given.length && timingSafeEqual(key, given)) found = true;
  }
  return found;
}

/**
 * Whether a route needs the `x-api-key` header: every /api route except the open ones. It takes the
 * route the router matched, not the raw URL: `/%61pi/users` reaches `/api/users` and is checked like it.
 */
export function needsApiKey(route: string | undefined): boolean {
  if (route === undefined || !route.startsWith('/api/')) return false;
  return !openRoutes.has(route) && !route.startsWith('/api/docs');
}

/** Requires a valid `x-api-key` on every /api route except the open ones. */
export function registerApiKeyCheck(app: FastifyInstance, apiKeys: readonly string[]): void {
  const keys = apiKeys.map((key) => Buffer.from(key));
  app.addHook('onRequest', async (request) => {
    // Unmatched requests (404) and CORS preflights have no /api route.
    if (!needsApiKey(request.routeOptions.url)) return;
    const header = request.headers['x-api-key'];
    if (typeof header !== 'string' || !matchesAny(header, keys)) throw new AppError(ErrorCode.signInRequired);
  });
}
