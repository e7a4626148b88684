import { describe, expect, it } from 'vitest';
import { call } from '../support/test-platform.ts';

describe('platform', () => {
  it('should answer health without an API key', async () => {
    const response = await call('GET', '/api/health', { apiKey: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('should refuse a request without an API key with 9401', async () => {
    const response = await call('GET', '/api/me', { apiKey: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorCode: 9401, message: 'Bitte melde dich an, um fortzufahren.' });
  });

  it('should refuse a wrong API key with 9401', async () => {
    const response = await call('GET', '/api/shops/x', { apiKey: 'wrong-key' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(9401);
  });

  it('should answer an unknown API route with 9404 in the requested language', async () => {
    const german = await call('GET', '/api/does-not-exist');
    expect(german.statusCode).toBe(404);
    expect(german.json()).toEqual({
      errorCode: 9404,
      message: 'Die angeforderte Ressource wurde nicht gefunden.',
    });

    const english = await call('GET', '/api/does-not-exist', { language: 'en-GB,en;q=0.9' });
    expect(english.json()).toEqual({ errorCode: 9404, message: 'The requested resource was not found.' });

    const vietnamese = await call('GET', '/api/does-not-exist', { language: 'vi' });
    expect(vietnamese.json().message).toBe('Không tìm thấy tài nguyên được yêu cầu.');
  });

  it('should fall back to German for an unsupported language', async () => {
    const response = await call('GET', '/api/does-not-exist', { language: 'fr-FR' });
    expect(response.json().message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
  });

  it('should serve an OpenAPI 3.1 document without a key', async () => {
    const response = await call('GET', '/api/openapi.json', { apiKey: null });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/shops/{shopId}',
        '/api/analytics/page-views',
      ]),
    );
  });

  it('should serve a readable API reference page', async () => {
    const response = await call('GET', '/api/docs/', { apiKey: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('should send security headers', async () => {
    const response = await call('GET', '/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('should answer malformed JSON with 9400', async () => {
    const response = await call('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
  });

  it('should refuse a body over the size limit with 9413', async () => {
    const response = await call('POST', '/api/analytics/page-views', {
      body: JSON.stringify({ path: `/${'x'.repeat(2 * 1024 * 1024)}`, visitorId: 'visitor-1' }),
      headers: { 'content-type': 'application/json' },
      language: 'en',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errorCode: 9413, message: 'The request is too large.' });
  });
});
