import { describe, expect, it } from 'vitest';
import { slugOfName, studioSlugSchema } from './studio-slug.ts';

describe('slugOfName', () => {
  it('should spell out umlauts, drop accents and join words with single dashes', () => {
    expect(slugOfName('Nagelstudio Lumière')).toBe('nagelstudio-lumiere');
    expect(slugOfName('Schöne Nägel & Füße – Straße 5')).toBe('schoene-naegel-fuesse-strasse-5');
    expect(slugOfName('Tiệm Nail Đẹp')).toBe('tiem-nail-dep');
    expect(slugOfName('  --Lash//Bar--  ')).toBe('lash-bar');
  });

  it('should give a usable slug for names without Latin letters, and stay within the length', () => {
    expect(slugOfName('صالون الأظافر')).toBe('studio');
    expect(slugOfName('A1')).toBe('studio-a1');
    const long = slugOfName('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(studioSlugSchema.safeParse(long).success).toBe(true);
  });
});

describe('studioSlugSchema', () => {
  it('should take lower-case words joined by dashes and refuse anything else', () => {
    expect(studioSlugSchema.parse(' Nail-Bar ')).toBe('nail-bar');
    for (const bad of ['ab', 'nail bar', 'nail--bar', '-nail', 'nägel', 'x'.repeat(61)])
      expect(studioSlugSchema.safeParse(bad).success, bad).toBe(false);
  });
});
