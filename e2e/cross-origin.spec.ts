// A web app on another origin calls the API from a real browser: CORS preflights pass without an
// API key, every method the API uses is allowed for a configured origin (CORS_ORIGINS), errors are
// readable there, and an origin that is not configured gets nothing.
import { createServer, type Server } from 'node:http';
import { demoPassword, demoShopId } from '../apps/api/src/features/demo/demo-shop.ts';
import { corsTestOrigin } from '../playwright.config.ts';
import { expect, test } from './support/app-test.ts';

let pageServer: Server;

test.beforeAll(async () => {
  // The other origin: a tiny static server with one empty page.
  pageServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Partner site</title><p>partner</p>');
  });
  await new Promise<void>((resolve) =>
    pageServer.listen(Number(new URL(corsTestOrigin).port), '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise((resolve) => pageServer.close(resolve));
});

interface CallResult {
  status: number;
  body: unknown;
}

test('a page on a configured origin signs in and uses every method of the API', async ({ page, baseURL }) => {
  await page.goto(`${corsTestOrigin}/`);
  const results = await page.evaluate(
    async ({ api, shopId, password }) => {
      const key = { 'x-api-key': 'dev-api-key' };
      const json = { ...key, 'content-type': 'application/json' };
      const send = async (path: string, init: RequestInit): Promise<CallResult> => {
        const response = await fetch(`${api}${path}`, init);
        return { status: response.status, body: await response.json() };
      };
      const login = await send('/api/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'owner@demo.studio', password }),
      });
      const token = (login.body as { token: string }).token;
      const auth = { ...json, authorization: `Bearer ${token}` };
      const hours = await send(`/api/shops/${shopId}/opening-hours`, { headers: key });
      return {
        login,
        me: await send('/api/me', { headers: auth }),
        put: await send(`/api/shops/${shopId}/opening-hours`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify(hours.body),
        }),
        patch: await send(`/api/shops/${shopId}/bookings/00000000-0000-4000-8000-000000000000`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ notes: 'x' }),
        }),
        delete: await send(`/api/shops/${shopId}/unavailabilities/00000000-0000-4000-8000-000000000000`, {
          method: 'DELETE',
          headers: { ...key, authorization: `Bearer ${token}` },
        }),
        noKey: await send('/api/me', { headers: { authorization: `Bearer ${token}` } }),
      };
    },
    { api: baseURL ?? '', shopId: demoShopId, password: demoPassword },
  );
  expect(results.login.status).toBe(200);
  expect(results.me).toMatchObject({ status: 200, body: { email: 'owner@demo.studio' } });
  expect(results.put.status).toBe(200);
  expect(results.patch).toMatchObject({ status: 404, body: { errorCode: expect.any(Number) } });
  expect(results.delete).toMatchObject({ status: 404, body: { errorCode: expect.any(Number) } });
  expect(results.noKey).toMatchObject({ status: 401, body: { errorCode: 9401 } });
});

test('a page on an origin that is not configured cannot read the API', async ({ page, baseURL }) => {
  // Same server, but "localhost" is another origin than the configured 127.0.0.1 one.
  await page.goto(corsTestOrigin.replace('127.0.0.1', 'localhost'));
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/me`, { headers: { 'x-api-key': 'dev-api-key' } });
      return 'read';
    } catch {
      return 'blocked';
    }
  }, baseURL ?? '');
  expect(outcome).toBe('blocked');
});
