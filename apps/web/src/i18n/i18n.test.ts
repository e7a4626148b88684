import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, startLanguageLoaded } from './i18n.ts';

const loaded = () =>
  ['de', 'en', 'vi', 'ar'].filter((language) => i18n.hasResourceBundle(language, 'translation'));

describe('loading texts per language', () => {
  it('should start with the texts of its own language only', async () => {
    await startLanguageLoaded;
    expect(loaded()).toEqual(['de']);
    expect(i18n.t('errors.unexpected')).not.toBe('errors.unexpected');
  });

  it('should load Vietnamese with English, its fallback, before switching to it', async () => {
    await changeLocale('vi');
    expect(i18n.language).toBe('vi');
    expect(loaded()).toEqual(['de', 'en', 'vi']);
  });
});
