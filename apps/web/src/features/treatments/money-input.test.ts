import { describe, expect, it } from 'vitest';
import { centsOfMoneyInput, currencySymbolOf, decimalSeparatorOf, moneyInputOfCents } from './money-input.ts';

describe('centsOfMoneyInput', () => {
  it('reads whole euros and both decimal separators', () => {
    expect(centsOfMoneyInput('25')).toBe(2500);
    expect(centsOfMoneyInput('25,50')).toBe(2550);
    expect(centsOfMoneyInput('25.5')).toBe(2550);
    expect(centsOfMoneyInput(' 0,99 ')).toBe(99);
    expect(centsOfMoneyInput('0')).toBe(0);
  });

  it('avoids float rounding', () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point.
    expect(centsOfMoneyInput('19,99')).toBe(1999);
    expect(centsOfMoneyInput('1.15')).toBe(115);
  });

  it('rejects what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,234', '12,', ',5', '1.000,00', '1234567']) {
      expect(centsOfMoneyInput(text), text).toBeNull();
    }
  });
});

describe('moneyInputOfCents', () => {
  it('writes cents back in the language of the user', () => {
    expect(moneyInputOfCents(2550, 'de')).toBe('25,50');
    expect(moneyInputOfCents(2550, 'en')).toBe('25.50');
    expect(moneyInputOfCents(505, 'vi')).toBe('5,05');
    expect(moneyInputOfCents(2500, 'de')).toBe('25');
    expect(moneyInputOfCents(null, 'de')).toBe('');
  });

  it('round-trips through the parser', () => {
    for (const cents of [0, 1, 99, 100, 2550, 999_999]) {
      for (const locale of ['de', 'en', 'vi', 'ar'] as const) {
        expect(centsOfMoneyInput(moneyInputOfCents(cents, locale))).toBe(cents);
      }
    }
  });

  it('knows the separators', () => {
    expect(decimalSeparatorOf('de')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
  });
});

describe('currencySymbolOf', () => {
  it('names the currency as people write it', () => {
    expect(currencySymbolOf('EUR', 'de')).toBe('€');
    expect(currencySymbolOf('USD', 'en')).toBe('$');
  });
});
