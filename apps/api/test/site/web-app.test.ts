import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createShop } from '../support/fixtures.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const bundle = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

describe('serving the web app', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(
      join(distDir, 'index.html'),
      '<html><head><title>app</title><script type="module" nonce="__CSP_NONCE__" src="/assets/main-abc123.js"></script></head><body></body></html>',
    );
    await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'assets', 'main-abc123.js'), bundle);
    await writeFile(join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(bundle));
    await writeFile(join(distDir, 'assets', 'main-abc123.js.gz'), gzipSync(bundle));
    await mkdir(join(distDir, 'customer-server'));
    await writeFile(join(distDir, 'customer-server', 'server-only-abc123.js'), 'export const secret = 1;\n');
    const { db, tokens, mailer } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: 'web-key,other-key',
      WEB_DIST_DIR: distDir,
    });
    app = await buildApp({ db, tokens, mailer, config }, { logger: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer client routes with index.html carrying the API key', async () => {
    const response = await app.inject({ method: 'GET', url: '/partner/some-shop/app/book' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<meta name="api-key" content="web-key">');
    // Without SENTRY_DSN the browser uses its local placeholder DSN and the tunnel stores.
    expect(response.body).not.toContain('sentry-dsn');
  });

  it('should name SENTRY_DSN in the page, the only project the tunnel forwards the browser’s reports to', async () => {
    const { db, tokens, mailer } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: 'web-key',
      WEB_DIST_DIR: distDir,
      SENTRY_DSN: 'https://public"key@o1.ingest.sentry.io/42',
    });
    const withSentry = await buildApp({ db, tokens, mailer, config }, { logger: false });
    try {
      const response = await withSentry.inject({ method: 'GET', url: '/partner/some-shop' });
      expect(response.body).toContain(
        '<meta name="sentry-dsn" content="https://public&quot;key@o1.ingest.sentry.io/42">',
      );
    } finally {
      await withSentry.close();
    }
  });

  it('should answer the studio and booking pages with the customer build, every other page with the main one', async () => {
    const withCustomerBuild = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(withCustomerBuild, 'index.html'), '<html><head><title>main</title></head></html>');
    await mkdir(join(withCustomerBuild, 'customer', 'assets'), { recursive: true });
    await writeFile(
      join(withCustomerBuild, 'customer', 'index.html'),
      '<html><head><title>customer</title></head></html>',
    );
    await writeFile(join(withCustomerBuild, 'customer', 'assets', 'main-def456.js'), bundle);
    const { db, tokens, mailer } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: 'web-key',
      WEB_DIST_DIR: withCustomerBuild,
    });
    const twoBuilds = await buildApp({ db, tokens, mailer, config }, { logger: false });
    try {
      const titleOf = async (url: string) =>
        /<title>(\w+)<\/title>/.exec((await twoBuilds.inject({ method: 'GET', url })).body)?.[1];
      expect(await titleOf('/partner/some-shop')).toBe('customer');
      expect(await titleOf('/partner/some-shop/app/book?serviceId=1')).toBe('customer');
      expect(await titleOf('/partner/register')).toBe('main');
      expect(await titleOf('/login')).toBe('main');
      expect(await titleOf('/shop/calendar')).toBe('main');
      // Its page only with the key and nonce filled in, never as a raw file.
      expect(await titleOf('/customer/index.html')).toBe('main');
      const asset = await twoBuilds.inject({ method: 'GET', url: '/customer/assets/main-def456.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await twoBuilds.close();
    }
  });

  it('should give each page a fresh script nonce that its Content-Security-Policy names', async () => {
    const first = await app.inject({ method: 'GET', url: '/partner/some-shop' });
    const second = await app.inject({ method: 'GET', url: '/partner/some-shop' });
    const nonceOf = (body: string) => /<script type="module" nonce="([^"]+)"/.exec(body)?.[1];
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  const firstAnswersOf = (body: string) => {
    const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(body)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  };

  it("should send a public studio page with the API's first answers, as an anonymous request gets them", async () => {
    const shop = await createShop({ name: 'Studio </script><script>alert(1)</script>' });
    const response = await app.inject({ method: 'GET', url: `/partner/${shop.id}` });
    // The name cannot end the data element early.
    expect(response.body).not.toContain('</script><script>alert(1)');
    const answers = firstAnswersOf(response.body);
    const direct = await app.inject({
      method: 'GET',
      url: `/api/shops/${shop.id}`,
      headers: { 'x-api-key': 'web-key' },
    });
    expect(answers?.[`/shops/${shop.id}`]).toEqual(direct.json());
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      [
        `/shops/${shop.id}`,
        `/shops/${shop.id}/opening-hours`,
        `/shops/${shop.id}/page-sections`,
        `/shops/${shop.id}/services`,
      ].sort(),
    );

    const booking = await app.inject({ method: 'GET', url: `/partner/${shop.id}/app/book` });
    expect(Object.keys(firstAnswersOf(booking.body) ?? {}).sort()).toEqual(
      [`/shops/${shop.id}`, `/shops/${shop.id}/services`].sort(),
    );
  });

  it('should send no first answers for a studio that is not public, nor for other pages', async () => {
    const pending = await createShop({ status: 'pending' });
    for (const url of [
      `/partner/${pending.id}`,
      '/partner/no-such-shop',
      '/login',
      `/partner/${pending.id}/app`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(firstAnswersOf(response.body), url).toBeUndefined();
    }
  });

  it('should answer /index.html as the page, with its nonce filled in', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('__CSP_NONCE__');
    expect(response.body).toContain('<meta name="api-key" content="web-key">');
  });

  it('should not let caches keep index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/partner/some-shop' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should serve static files as they are, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('should send the brotli file of a hashed asset to a browser that accepts it, cached for good', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(bundle));
  });

  it('should send the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gzipSync(bundle));

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('should give the hashed bundles one route per folder, and no route to the server renderer (a start pays per route)', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/favicon.svg' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/assets/main-abc123.js' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/customer-server/server-only-abc123.js' })).toBe(false);
    const serverCode = await app.inject({ method: 'GET', url: '/customer-server/server-only-abc123.js' });
    expect(serverCode.body).not.toContain('secret');
  });

  it('should answer a hashed bundle that is not there like any unknown page', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-abc123.js' });
    const unknownPage = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(unknownPage.statusCode);
    expect(missing.headers['content-type']).toBe(unknownPage.headers['content-type']);
    expect(missing.body).toContain('<meta name="api-key" content="web-key">');
  });

  it('should keep answering unknown API routes with the JSON envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-api-key': 'web-key' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(9404);
  });
});
