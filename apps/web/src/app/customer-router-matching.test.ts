import { generatePath as realGeneratePath, matchRoutes as realMatchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { generatePath, matchRoutes } from '../routing/customer-router.tsx';
import { screens } from '../shared/screens.ts';
import { routes } from './router.tsx';

const withIds = (matches: { route: { id?: string; path?: string }; params: object }[] | null) =>
  matches?.map(({ route, params }) => ({ id: route.id, path: route.path, params })) ?? null;

const paths = [
  ...Object.values(screens).map(({ path }) => path.replaceAll(':shopId', 'shop-1')),
  '/partner/shop-1/',
  '/partner/shop%201/app/book',
  '/Partner/shop-1/App/Book',
  '/partner/register',
  '/partner/create',
  '/partner/shop-1/app/unknown',
  '/payments/test/checkout/c-1',
  '/nowhere/at/all',
  '/',
];

describe('the customer build router', () => {
  it.each(paths)('should match %s as react-router does', (path) => {
    expect(withIds(matchRoutes(routes, path))).toEqual(withIds(realMatchRoutes(routes, path) as never));
  });

  it('should fill in paths as react-router does', () => {
    for (const { path } of Object.values(screens)) {
      expect(generatePath(path, { shopId: 'shop-1' })).toBe(realGeneratePath(path, { shopId: 'shop-1' }));
    }
  });
});
