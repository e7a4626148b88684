import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadAdminTexts, startLanguageLoaded } from './i18n.ts';

const loaded = () =>
  ['de', 'en', 'vi', 'ar'].filter((language) => i18n.hasResourceBundle(language, 'translation'));

describe('loading texts per language', () => {
  it('should start with the texts of its own language only', async () => {
    await startLanguageLoaded;
    expect(loaded()).toEqual(['de']);
    expect(i18n.t('errors.unexpected')).not.toBe('errors.unexpected');
    // The admin areas' texts wait for an admin layout.
    expect(i18n.exists('gifts.manage.title')).toBe(false);
    expect(i18n.exists('gifts.tab')).toBe(true);
  });

  it('should add the admin texts beside the customer texts of the same feature when asked', async () => {
    await loadAdminTexts();
    expect(i18n.t('gifts.manage.title')).toBe('Geschenke');
    expect(i18n.t('gifts.tab')).toBe('Geschenke');
  });

  it('should load Vietnamese with English, its fallback, before switching to it', async () => {
    await changeLocale('vi');
    expect(i18n.language).toBe('vi');
    expect(loaded()).toEqual(['de', 'en', 'vi']);
    // Once wanted, admin texts come with every language switched to.
    expect(i18n.t('gifts.manage.title')).toBe('Quà tặng');
  });
});
