import { studioPageSectionNames } from '@studio/domain/studio-page-sections';
import { describe, expect, it } from 'vitest';
import { visibleShopLinks } from './shop-links.ts';

const keysOf = (links: readonly { key: string }[]) => links.map((link) => link.key);
const everything = Object.fromEntries(studioPageSectionNames.map((name) => [name, true])) as Record<
  (typeof studioPageSectionNames)[number],
  boolean
>;

describe('studio link page links', () => {
  it('should show every loyalty link while its section has content', () => {
    expect(keysOf(visibleShopLinks(everything))).toEqual([
      'book',
      'deals',
      'stamps',
      'gifts',
      'bonusCard',
      'voucher',
      'menu',
    ]);
  });

  it('should leave out the links of empty sections, and all of them until the sections are known', () => {
    const sections = {
      ...everything,
      deals: false,
      stampCard: false,
      bonusCard: false,
      menu: false,
      orders: false,
    };
    expect(keysOf(visibleShopLinks(sections))).toEqual(['book', 'gifts', 'voucher']);
    expect(keysOf(visibleShopLinks(undefined))).toEqual(['book']);
  });

  it('should open the bonus card on its own tab', () => {
    expect(visibleShopLinks(everything).find((link) => link.key === 'bonusCard')?.to).toBe('app?tab=bonus');
  });

  it('should link a café’s menu while it has content', () => {
    expect(visibleShopLinks(everything).find((link) => link.key === 'menu')?.to).toBe('app?tab=menu');
    expect(keysOf(visibleShopLinks({ ...everything, menu: false }))).not.toContain('menu');
  });
});
