import { describe, expect, it } from 'vitest';
import { menuArticleWriteSchema, parseTableList } from './menu-contract.ts';
import { additiveLegend, allergenLegend } from './menu-labels.ts';

describe('menu articles', () => {
  const base = {
    name: 'Cappuccino',
    description: 'Mit Hafermilch',
    priceCents: 390,
    categoryId: '7d0b5c7e-4a43-4f4e-9a55-0b8f6f0a1c11',
  };
  it('should keep allergens in the regulation’s order and additives ascending, each once', () => {
    const parsed = menuArticleWriteSchema.parse({
      ...base,
      allergens: ['g', 'a', 'g'],
      additives: [11, 1, 11],
    });
    expect(parsed.allergens).toEqual(['a', 'g']);
    expect(parsed.additives).toEqual([1, 11]);
  });
  it('should refuse a price of zero, an unknown allergen and additive 16', () => {
    expect(menuArticleWriteSchema.safeParse({ ...base, priceCents: 0 }).success).toBe(false);
    expect(menuArticleWriteSchema.safeParse({ ...base, allergens: ['o'] }).success).toBe(false);
    expect(menuArticleWriteSchema.safeParse({ ...base, additives: [16] }).success).toBe(false);
  });
  it('should name 14 allergens a–n and 15 additives in every language', () => {
    for (const locale of ['de', 'en', 'vi', 'ar'] as const) {
      expect(
        allergenLegend(locale)
          .map((entry) => entry.code)
          .join(''),
      ).toBe('abcdefghijklmn');
      expect(additiveLegend(locale)).toHaveLength(15);
      expect(allergenLegend(locale).every((entry) => entry.name.length > 0)).toBe(true);
    }
    expect(allergenLegend('en')[0]?.name).toBe('Cereals containing gluten');
  });
});

describe('table lists', () => {
  it('should read ranges and names', () => {
    expect(parseTableList('1-3, 7, Bar')).toEqual(['1', '2', '3', '7', 'Bar']);
  });
  it('should refuse backwards ranges, odd names and more than 200 tables', () => {
    expect(parseTableList('5-1')).toBeNull();
    expect(parseTableList('a b')).toBeNull();
    expect(parseTableList('1-500')).toBeNull();
    expect(parseTableList(' , ')).toBeNull();
  });
});
