import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { getTestPlatform } from './test-platform.ts';

describe('serving the web app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(distDir, 'index.html'), '<html><head><title>app</title></head><body></body></html>');
    await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
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
  });

  it('should serve static files as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toBe('User-agent: *');
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
