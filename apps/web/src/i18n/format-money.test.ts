import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats cents in the studio currency, written as the language writes it', () => {
    expect(plain(formatMoney(1250, 'de', 'EUR'))).toBe('12,50 €');
    expect(plain(formatMoney(1250, 'en', 'USD'))).toBe('$12.50');
    expect(plain(formatMoney(123456, 'de', 'EUR'))).toBe('1.234,56 €');
  });

  it('uses the shop currency when one is given', () => {
    expect(plain(formatMoney(1999, 'en', 'EUR'))).toBe('€19.99');
    expect(plain(formatMoney(1999, 'de', 'USD'))).toBe('19,99 $');
  });

  it('respects currencies without minor units', () => {
    expect(plain(formatMoney(500, 'en', 'JPY'))).toBe('¥500');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatMoney(1250, 'ar', 'EUR')).toMatch(/12[.,]50/);
  });
});
