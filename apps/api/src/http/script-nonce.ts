// A fresh nonce per response for the Content-Security-Policy's script-src: the page's own script
// tags carry it, and 'strict-dynamic' lets the code they load import the rest. A host allowlist
// ('self') alone is what Lighthouse and CSP Evaluator flag as bypassable.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The helmet directive value: makes the response's nonce and names it in the policy. API answers
 * (all but the reference page) are never pages, so they get a fixed source instead: the same
 * headers on every API answer, and no random bytes on the hot path.
 */
export function scriptNonceSource(request: IncomingMessage, response: ServerResponse): string {
  const url = request.url ?? '';
  if (url.startsWith('/api/') && !url.startsWith('/api/docs')) return "'self'";
  const nonce = randomBytes(18).toString('base64');
  nonces.set(response, nonce);
  return `'nonce-${nonce}'`;
}

/** The nonce the policy of this response names; undefined when the policy was not built for it. */
export function scriptNonceOf(response: ServerResponse): string | undefined {
  return nonces.get(response);
}

// What the web build writes into the nonce attributes of its pages (apps/web/vite.config.ts,
// html.cspNonce); each answer puts the nonce of its own Content-Security-Policy there.
const nonceSlot = '__CSP_NONCE__';

/** A built page's markup with the response's nonce in its nonce attributes. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(nonceSlot, nonce);
}
