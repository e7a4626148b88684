// The security headers of every answer (helmet), including the ones Fastify sends before any hook
// runs (bad URLs, over-long path parameters): an error looks the same whoever produces it.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { scriptNonceSource } from './script-nonce.ts';

export const securityHeaderOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'strict-dynamic' with the page's nonce (script-nonce.ts); 'unsafe-inline' and https: only
      // speak to browsers too old for it (newer ones ignore both when a nonce is present).
      scriptSrc: [scriptNonceSource, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The push service worker (/push-sw.js) comes from our own origin only.
      workerSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
} satisfies FastifyHelmetOptions;

const setSecurityHeaders = helmet(securityHeaderOptions);

/** For answers sent outside the hooks, where @fastify/helmet does not run. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request.raw, reply.raw, () => undefined);
}
