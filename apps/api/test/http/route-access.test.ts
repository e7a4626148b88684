import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { findShopForAccess } from '../../src/features/shops/shops.repo.ts';
import { type DeclaredRoute, registerRouteAccess } from '../../src/http/route-access.ts';
import { getTestPlatform } from '../support/test-platform.ts';

describe('route access declarations', () => {
  it('should refuse to start when a route declares no access', async () => {
    const { db } = await getTestPlatform();
    const app = Fastify({ logger: false });
    registerRouteAccess(app, (shopId) => findShopForAccess(db, shopId), []);
    app.get('/declared', { config: { access: { role: 'public', shop: 'none' } } }, async function declared() {
      return 'ok';
    });
    await expect(
      app.register(async function forgetful(inner) {
        inner.get('/shops/:shopId/forgotten', async function forgotten() {
          return 'must never answer';
        });
      }),
    ).rejects.toThrow(/GET \/shops\/:shopId\/forgotten declares no access/);
    await app.close();
  });

  it('should refuse to start when the declared shop parameter is not in the path', async () => {
    const { db } = await getTestPlatform();
    const app = Fastify({ logger: false });
    registerRouteAccess(app, (shopId) => findShopForAccess(db, shopId), []);
    await expect(
      app.register(async function misdeclared(inner) {
        inner.get(
          '/shops/:shop/things',
          { config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } } },
          async function things() {
            return [];
          },
        );
      }),
    ).rejects.toThrow(/names no :shopId for its shop/);
    await app.close();
  });

  it('should answer a declared route and keep the table of declarations', async () => {
    const { db } = await getTestPlatform();
    const app = Fastify({ logger: false });
    const table: DeclaredRoute[] = [];
    registerRouteAccess(app, (shopId) => findShopForAccess(db, shopId), table);
    app.get('/declared', { config: { access: { role: 'public', shop: 'none' } } }, async function declared() {
      return 'ok';
    });
    const response = await app.inject({ method: 'GET', url: '/declared' });
    expect(response.body).toBe('ok');
    expect(table).toEqual([{ method: 'GET', url: '/declared', access: { role: 'public', shop: 'none' } }]);
    await app.close();
  });

  it('should have a declaration for every route of the API', async () => {
    const { app } = await getTestPlatform();
    const urls = app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('PUT /api/shops/:shopId/services/:id');
    expect(urls).toContain('GET /uploads/:name');
    expect(app.declaredRoutes.length).toBeGreaterThan(60);
  });
});
