import { describe, expect, it } from 'vitest';
import { volatileStorage } from '../lib/key-value-storage.ts';
import {
  currencyOf,
  directionOf,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
  toLocale,
} from './language.ts';

describe('languages', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('vi')).toBe('ltr');
  });

  it('uses EUR for German, Vietnamese and Arabic and USD for English', () => {
    expect(currencyOf('de')).toBe('EUR');
    expect(currencyOf('vi')).toBe('EUR');
    expect(currencyOf('ar')).toBe('EUR');
    expect(currencyOf('en')).toBe('USD');
  });

  it('maps region variants and unknown values onto the supported locales, German by default', () => {
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('AR')).toBe('ar');
    expect(toLocale('fr')).toBe('de');
    expect(toLocale(undefined)).toBe('de');
  });

  it('remembers the chosen language in local storage', () => {
    const storage = volatileStorage();
    expect(readStoredLanguage(storage)).toBe('de');
    storeLanguage(storage, 'vi');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(readStoredLanguage(storage)).toBe('vi');
  });
});
