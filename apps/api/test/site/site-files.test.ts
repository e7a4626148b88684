import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createShop } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

describe('files at fixed addresses', () => {
  it('should answer robots.txt as text pointing at the sitemap, without an API key', async () => {
    const response = await call('GET', '/robots.txt', { apiKey: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it('should list the pages of active studios in the sitemap and no other studio', async () => {
    const active = await createShop({ status: 'active', name: 'Sitemap Nails' });
    const pending = await createShop({ status: 'pending' });
    const suspended = await createShop({ status: 'suspended' });

    const response = await call('GET', '/sitemap.xml', { apiKey: null });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain('/s/sitemap-nails</loc>');
    expect(response.body).toContain(`/partner/${active.id}/app/book</loc>`);
    expect(response.body).not.toContain(pending.id);
    expect(response.body).not.toContain(suspended.id);
  });

  it('should answer the web app manifest as JSON of its own type', async () => {
    const response = await call('GET', '/manifest.webmanifest', { apiKey: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({ name: 'Studioly', start_url: '/', display: 'standalone' });
  });
});

describe('compressing API answers', () => {
  it('should gzip a large JSON answer for a client that accepts it', async () => {
    const response = await call('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(document.openapi).toBe('3.1.0');
  });

  it('should prefer brotli when the client accepts both', async () => {
    const response = await call('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('should leave a small answer uncompressed', async () => {
    const response = await call('GET', '/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
