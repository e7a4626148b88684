import { describe, expect, it } from 'vitest';
import { volatileStorage } from '../lib/key-value-storage.ts';
import {
  directionOf,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  startLocale,
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

  it('starts a first visit in the first browser language we have, German when none fits', () => {
    const storage = volatileStorage();
    expect(startLocale(storage, ['fr-FR', 'vi-VN', 'en'])).toBe('vi');
    expect(startLocale(storage, ['en-GB', 'de'])).toBe('en');
    expect(startLocale(storage, ['ar-EG'])).toBe('ar');
    expect(startLocale(storage, ['fr', 'es'])).toBe('de');
    expect(startLocale(storage, [])).toBe('de');
  });

  it('keeps a chosen language over the browser languages', () => {
    const storage = volatileStorage();
    storeLanguage(storage, 'ar');
    expect(startLocale(storage, ['en-US'])).toBe('ar');
  });

  it('maps region variants and unknown values onto the supported locales, German by default', () => {
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('AR')).toBe('ar');
    expect(toLocale('fr')).toBe('de');
    expect(toLocale(undefined)).toBe('de');
  });

  it('remembers the chosen language in local storage', () => {
    const storage = volatileStorage();
    expect(readStoredLanguage(storage)).toBeNull();
    storeLanguage(storage, 'vi');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(readStoredLanguage(storage)).toBe('vi');
  });
});
