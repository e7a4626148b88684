// The key check sees the route, CORS preflights pass, and every error
// answers the same envelope with the same security headers.
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { call, testCorsOrigin } from '../support/test-platform.ts';

const securityHeaders = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe('API key check', () => {
  it('should refuse a percent-encoded /api path without an API key', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/%61pi/users', { apiKey: null, token: await tokenFor(admin) });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should still answer the encoded path with the key', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/%61pi/users', { token: await tokenFor(admin) });
    expect(response.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('should answer a preflight from a configured origin for every method the API uses', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await call('OPTIONS', '/api/shops/some-shop', {
        apiKey: null,
        headers: {
          origin: testCorsOrigin,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-api-key, authorization, content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(testCorsOrigin);
      expect(String(response.headers['access-control-allow-methods'])).toContain(method);
      expect(String(response.headers['access-control-allow-headers'])).toContain('x-api-key');
    }
  });

  it('should not allow an origin that is not configured', async () => {
    const response = await call('OPTIONS', '/api/me', {
      apiKey: null,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('should let the browser read a 401 from a configured origin', async () => {
    const response = await call('GET', '/api/me', { apiKey: null, headers: { origin: testCorsOrigin } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(testCorsOrigin);
  });
});

describe('error answers', () => {
  it('should answer a path parameter over 100 characters with the envelope, not the URL', async () => {
    const long = 'x'.repeat(150);
    const response = await call('GET', `/api/shops/${long}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 9400, fields: { shopId: expect.any(String) } });
    expect(response.body).not.toContain(long);
  });

  it('should answer an over-long path parameter beyond the router limit with the envelope', async () => {
    const long = 'x'.repeat(5000);
    const response = await call('GET', `/api/shops/${long}`, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorCode: 9400, message: expect.any(String) });
    expect(response.body).not.toContain('xxxx');
    for (const header of securityHeaders) expect(response.headers[header]).toBeDefined();
  });

  it('should answer a URL that does not decode with the envelope', async () => {
    const response = await call('GET', '/api/shops/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
    expect(response.body).not.toContain('%E0');
  });

  it('should send the same security headers on every kind of error', async () => {
    const user = await createUser();
    const samples = await Promise.all([
      call('GET', '/api/me', { apiKey: null }),
      call('GET', '/api/me', { apiKey: 'wrong' }),
      call('GET', '/api/me', { token: 'not-a-token' }),
      call('GET', '/api/users', { token: await tokenFor(user) }),
      call('GET', '/api/does-not-exist'),
      call('GET', `/api/shops/${'y'.repeat(3000)}`),
      call('POST', '/api/auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } }),
      call('POST', '/api/auth/login', { body: 'x', headers: { 'content-type': 'text/plain' } }),
      call('POST', '/api/auth/login', { body: { email: 1 } }),
      call('DELETE', '/api/health'),
    ]);
    for (const response of samples) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual(expect.objectContaining({ errorCode: expect.any(Number) }));
      expect(typeof response.json().message).toBe('string');
      for (const header of securityHeaders) {
        expect(response.headers[header], `${header} on ${response.statusCode}`).toBe(
          samples[0]?.headers[header],
        );
      }
    }
  });
});
