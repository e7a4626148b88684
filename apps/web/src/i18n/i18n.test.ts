import { describe, expect, it } from 'vitest';
import {
  changeLocale,
  featureTextsLoaded,
  i18n,
  loadFeatureTexts,
  startLanguageLoaded,
  withTexts,
} from './i18n.ts';

const loaded = () =>
  ['de', 'en', 'vi', 'ar'].filter((language) => i18n.hasResourceBundle(language, 'translation'));

describe('loading texts per language and feature', () => {
  it('should start with the app-wide texts of its own language only', async () => {
    await startLanguageLoaded;
    expect(loaded()).toEqual(['de']);
    expect(i18n.t('errors.unexpected')).not.toBe('errors.unexpected');
    // A feature's texts wait for a route that shows it.
    expect(i18n.exists('gifts.manage.title')).toBe(false);
    expect(featureTextsLoaded(['gifts'], 'de')).toBe(false);
  });

  it("should load a route's code and its features' texts together", async () => {
    const route = withTexts(['gifts'], async () => 'the route');
    expect(await route()).toBe('the route');
    expect(i18n.t('gifts.manage.title')).toBe('Geschenke');
    expect(featureTextsLoaded(['gifts'], 'de')).toBe(true);
  });

  it('should load Vietnamese with English, its fallback, and every feature asked for before switching', async () => {
    await changeLocale('vi');
    expect(i18n.language).toBe('vi');
    expect(loaded()).toEqual(['de', 'en', 'vi']);
    expect(i18n.t('gifts.manage.title')).toBe('Quà tặng');
    expect(featureTextsLoaded(['gifts'], 'vi')).toBe(true);
  });

  it('should refuse a feature without texts', async () => {
    await expect(loadFeatureTexts(['no-such-feature'])).rejects.toThrow('features/no-such-feature/locales');
  });
});
