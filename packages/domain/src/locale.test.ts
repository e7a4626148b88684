import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it('should default to German', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('de');
    expect(localeFromAcceptLanguage('')).toBe('de');
    expect(localeFromAcceptLanguage('fr, es;q=0.5')).toBe('de');
  });

  it('should take the primary tag of a regional variant', () => {
    expect(localeFromAcceptLanguage('en-US')).toBe('en');
    expect(localeFromAcceptLanguage('ar-EG')).toBe('ar');
  });

  it('should honour q-values and order', () => {
    expect(localeFromAcceptLanguage('fr;q=1, vi;q=0.8, en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('vi, en')).toBe('vi');
    expect(localeFromAcceptLanguage('en;q=0, de;q=0.1')).toBe('de');
  });
});
