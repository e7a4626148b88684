import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

// Paths under /api that answer without a key: health probes, the API description, and the two
// steps of the OpenID Connect sign-in, which are browser navigations that cannot send headers.
const openPaths = new Set([
  '/api/health',
  '/api/openapi.json',
  '/api/auth/oidc/start',
  '/api/auth/oidc/callback',
]);

function matchesAny(candidate: string, keys: readonly Buffer[]): boolean {
  const given = Buffer.from(candidate);
  let found = false;
  for (const key of keys) {
    if (key.length === given.length && timingSafeEqual(key, given)) found = true;
  }
  return found;
}

/** Requires a valid `x-api-key` on every /api route except the open ones. */
export function registerApiKeyCheck(app: FastifyInstance, apiKeys: readonly string[]): void {
  const keys = apiKeys.map((key) => Buffer.from(key));
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || openPaths.has(path) || path.startsWith('/api/docs')) return;
    const header = request.headers['x-api-key'];
    if (typeof header !== 'string' || !matchesAny(header, keys)) throw new AppError(9401);
  });
}
