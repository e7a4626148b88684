// The security headers of every answer, including the ones Fastify sends before any hook runs (bad
// URLs, over-long path parameters): an error looks the same whoever produces it. helmet builds
// them once at start-up (it used to rebuild its middleware and parse the policy per request); each
// answer then only copies them, plus a fresh script nonce for pages (script-nonce.ts).

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { scriptNonceSource } from './script-nonce.ts';

type ScriptSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

function optionsWith(scriptSource: ScriptSource) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'strict-dynamic' with the page's nonce (script-nonce.ts); 'unsafe-inline' and https: only
        // speak to browsers too old for it (newer ones ignore both when a nonce is present).
        scriptSrc: [scriptSource, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
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
  } satisfies HelmetOptions;
}

/** helmet's options as every answer used to get them, per request: the reference the tests compare against. */
export const securityHeaderOptions = optionsWith(scriptNonceSource);

/** The headers helmet sets with a fixed script source, read off once. */
function headersFor(scriptSource: string): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(optionsWith(scriptSource))({ url: '/' } as IncomingMessage, response, () => undefined);
  return headers;
}

const apiHeaders = headersFor("'self'");

const nonceSlot = "'nonce-\u0000'";
const pageHeaders = headersFor(nonceSlot).map(([name, value]) => {
  const [before, after] = value.split(nonceSlot);
  return { name, before: before ?? value, after: after === undefined ? undefined : after };
});

/** Sets the headers on a raw response: the fixed ones for API answers, with a fresh nonce for pages. */
export function writeSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  const source = scriptNonceSource(request, response);
  if (source === "'self'") {
    for (const [name, value] of apiHeaders) response.setHeader(name, value);
    return;
  }
  for (const { name, before, after } of pageHeaders) {
    response.setHeader(name, after === undefined ? before : `${before}${source}${after}`);
  }
}

/** Every answer gets the headers first thing, so 401s of the API key and CORS preflights carry them too. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    writeSecurityHeaders(request.raw, reply.raw);
    done();
  });
}

/** For answers sent outside the hooks. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  writeSecurityHeaders(request.raw, reply.raw);
}
