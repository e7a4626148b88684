import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import { type ScreenId, screens } from '../../shared/screens.ts';
import { globalAdminNav } from './global-admin-nav.ts';
import type { NavItem } from './nav-types.ts';
import { shopAdminNav } from './shop-admin-nav.ts';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const screenIds = Object.keys(screens) as ScreenId[];
const flatten = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('screen catalogue', () => {
  it('covers every route of the product', () => {
    const paths = new Set<string>(screenIds.map((id) => screens[id].path));
    for (const path of [
      '/login',
      '/',
      '/recovery',
      '/partner/:shopId',
      '/partner/:shopId/app',
      '/partner/:shopId/app/voucher/purchase',
      '/partner/:shopId/app/voucher/claim',
      '/partner/:shopId/app/success',
      '/partner/:shopId/app/book',
      '/partner/:shopId/app/book/selectDate',
      '/partner/:shopId/app/book/confirm',
      '/account',
      '/account/stampcards',
      '/account/voucher',
      '/account/partnercards',
      '/partner/register',
      '/partner/create',
      '/shop',
      '/deal',
      '/calendar',
      '/bookings',
      '/bookings/upcoming',
      '/bookings/availabilities',
      '/bookings/members',
      '/bookings/hours',
      '/bookings/rules',
      '/services',
      '/voucher',
      '/stampcards',
      '/voice',
      '/wholesale',
      '/onboarding',
      '/shops',
      '/deals',
      '/users',
      '/analytics',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('gates deals, vouchers and stamp cards by their module flag', () => {
    expect(screens.deals.flag).toBe('dealsEnabled');
    expect(screens.vouchers.flag).toBe('vouchersEnabled');
    expect(screens.stampcards.flag).toBe('stampsEnabled');
  });

  it('has a translated title for every screen and a description for every "being set up" screen', () => {
    for (const id of screenIds) {
      for (const [name, texts] of [
        ['en', en],
        ['de', de],
      ] as const) {
        expect(typeof lookup(texts, `screens.${id}.title`), `${name} ${id} title`).toBe('string');
        // Customer pages (the home page, finding a studio) have no portal header to describe them.
        if (id !== 'home' && id !== 'findStudio') {
          expect(typeof lookup(texts, `screens.${id}.description`), `${name} ${id} description`).toBe(
            'string',
          );
        }
      }
    }
  });

  it('names every navigation entry in German and English', () => {
    for (const item of flatten([...shopAdminNav, ...globalAdminNav].flatMap((group) => group.items))) {
      expect(typeof lookup(en, `nav.items.${item.screen}`), item.screen).toBe('string');
      expect(typeof lookup(de, `nav.items.${item.screen}`), item.screen).toBe('string');
    }
    for (const group of [...shopAdminNav, ...globalAdminNav]) {
      expect(typeof lookup(de, `nav.groups.${group.id}`), group.id).toBe('string');
    }
  });
});
