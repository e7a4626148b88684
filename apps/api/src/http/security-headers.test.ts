import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { scriptNonceOf } from './script-nonce.ts';
import { securityHeaderOptions, writeSecurityHeaders } from './security-headers.ts';

function recordingResponse() {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  return { headers, response };
}

function headersOf(url: string, write: (request: IncomingMessage, response: ServerResponse) => void) {
  const { headers, response } = recordingResponse();
  write({ url } as IncomingMessage, response);
  const nonce = scriptNonceOf(response);
  // Each page has its own nonce; the rest must be the same text.
  const policy = headers.get('content-security-policy') ?? '';
  headers.set('content-security-policy', nonce ? policy.replace(nonce, '<nonce>') : policy);
  return { headers: Object.fromEntries(headers), nonce };
}

const helmetPerRequest = helmet(securityHeaderOptions);

describe('security headers computed once', () => {
  it('should set exactly what helmet sets per request, for API answers and for pages', () => {
    for (const url of ['/api/shops/1/slots', '/api/health', '/partner/1', '/', '/api/docs', '/login']) {
      const once = headersOf(url, writeSecurityHeaders);
      const helmets = headersOf(url, (request, response) =>
        helmetPerRequest(request, response, () => undefined),
      );
      expect(once.headers).toEqual(helmets.headers);
      expect(Boolean(once.nonce)).toBe(Boolean(helmets.nonce));
      expect(Object.keys(once.headers).length).toBeGreaterThan(5);
    }
  });

  it('should give every page a nonce of its own, named in its policy', () => {
    const first = headersOf('/partner/1', writeSecurityHeaders);
    const second = headersOf('/partner/1', writeSecurityHeaders);
    expect(first.nonce).toBeTruthy();
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.headers['content-security-policy']).toContain("script-src 'nonce-<nonce>' 'strict-dynamic'");
  });
});
