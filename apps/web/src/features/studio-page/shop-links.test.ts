import { defaultModuleFlags } from '@studio/domain/shop';
import { describe, expect, it } from 'vitest';
import { visibleShopLinks } from './shop-links.ts';

const keysOf = (links: readonly { key: string }[]) => links.map((link) => link.key);

describe('studio link page links', () => {
  it('should show every loyalty link while its module is on', () => {
    expect(keysOf(visibleShopLinks(defaultModuleFlags))).toEqual([
      'book',
      'deals',
      'stamps',
      'gifts',
      'bonusCard',
      'voucher',
    ]);
  });

  it('should leave out the links of switched-off modules, and all of them until the flags are known', () => {
    const flags = { ...defaultModuleFlags, dealsEnabled: false, partnerCardsEnabled: false };
    expect(keysOf(visibleShopLinks(flags))).toEqual(['book', 'stamps', 'gifts', 'voucher']);
    expect(keysOf(visibleShopLinks(undefined))).toEqual(['book']);
  });
});
