import type { Locale } from '@studio/domain/locale';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { lookupOptions } from './i18n.ts';
import { directionOf } from './language.ts';
import { listTextFeatures, readAppTexts, readFeatureTexts, type TranslationTree } from './text-bundles.ts';
import { createTextRuntime, isolatedValue } from './text-runtime.ts';

const languages: Locale[] = ['de', 'en', 'vi', 'ar'];
// Beside the texts, forms they do not use yet (a `_zero` text outside Arabic, a nested variable).
const probe: TranslationTree = {
  probe: { items_zero: 'none', items_one: 'one {{count}}', items_other: '{{count}} of {{who.name}}' },
};
// Each language's app-wide and feature texts, as the app loads them (i18n.ts), the probe with them.
const features = await listTextFeatures();
const parts = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const loaded = await Promise.all([
        readAppTexts(language),
        ...features.map((feature) => readFeatureTexts(feature, language)),
      ]);
      return [language, [...loaded, probe]];
    }),
  ),
) as Record<Locale, TranslationTree[]>;

function keysOf(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// Every key in any language, plural forms also by their base key.
const keys = [
  ...new Set(
    languages.flatMap((language) =>
      parts[language]
        .flatMap((tree) => keysOf(tree))
        .flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]),
    ),
  ),
].sort();
const variables = [
  ...new Set(
    Object.values(parts).flatMap((trees) =>
      JSON.stringify(trees)
        .match(/\{\{[^}]+\}\}/g)
        ?.map((written) => written.slice(2, -2).trim()),
    ),
  ),
].filter((name): name is string => typeof name === 'string' && name !== 'count');
const values = Object.fromEntries(variables.map((name, index) => [name, `‹${name}${index}›`]));

/** i18next and the app's runtime as the app sets them up, with the given languages' texts. */
function instances(language: Locale, loaded: Locale[]) {
  const real = i18next.createInstance();
  real.init({
    ...lookupOptions,
    // What the app's runtime does: React escapes what it shows, so the texts stay unescaped.
    // Right-to-left languages isolate text values, which i18next does with an escape of the raw value.
    interpolation:
      directionOf(language) === 'rtl'
        ? { escapeValue: true, useRawValueToEscape: true, escape: isolatedValue }
        : { escapeValue: false },
    returnNull: false,
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    initAsync: false,
  });
  const own = createTextRuntime().init({ ...lookupOptions, lng: language });
  for (const loadedLanguage of loaded) {
    for (const tree of parts[loadedLanguage]) {
      real.addResourceBundle(loadedLanguage, 'translation', tree, true, false);
      own.addResourceBundle(loadedLanguage, 'translation', tree, true, false);
    }
  }
  return { real, own };
}

const optionSets: Record<string, unknown>[] = [
  {},
  values,
  ...[0, 1, 2, 3, 5, 11, 21, 100, 1.5].map((count) => ({ ...values, count })),
  { count: 4, who: { name: 'Ada' } },
  { [variables[0] ?? 'name']: undefined },
  { defaultValue: 'stand-in {{name}}', name: 'Ada' },
];

describe('the text runtime', () => {
  it.each(languages)('should say what i18next says for every text in %s', (language) => {
    // As the app loads them (the language and its stand-ins) and with every language there.
    const fallbacks: Record<Locale, Locale[]> = { de: [], en: [], vi: ['en'], ar: ['en'] };
    for (const loaded of [[language, ...fallbacks[language]], languages]) {
      const { real, own } = instances(language, loaded);
      expect(own.resolvedLanguage).toBe(real.resolvedLanguage);
      const differences: string[] = [];
      for (const key of [...keys, 'no.such.key']) {
        for (const options of optionSets) {
          const expected = real.t(key, options);
          const actual = own.t(key, options);
          if (actual !== expected)
            differences.push(`${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
        }
        for (const lng of languages) {
          const options = { lng, fallbackLng: false } as const;
          if (own.exists(key, options) !== real.exists(key, options))
            differences.push(`exists ${key} in ${lng}`);
        }
      }
      expect(differences).toEqual([]);
    }
  });

  it('should isolate text values in a right-to-left language, so their punctuation stays with them', () => {
    const texts = {
      greeting: 'مرحباً {{name}}، لديك {{count}} مواعيد',
      hello: 'Hallo {{name}}, {{count}} Termine',
    };
    const runtime = createTextRuntime().init({
      lng: 'ar',
      resources: { ar: { t: texts }, de: { t: texts } },
    });
    expect(runtime.t('greeting', { name: 'Studio Lumière.', count: 3 })).toBe(
      'مرحباً \u2068Studio Lumière.\u2069، لديك 3 مواعيد',
    );
    expect(runtime.t('hello', { lng: 'de', name: 'Studio Lumière.', count: 3 })).toBe(
      'Hallo Studio Lumière., 3 Termine',
    );
  });

  it('should take the first of several keys that has a text, as i18next does', () => {
    const { real, own } = instances('vi', ['vi', 'en']);
    const known = keys.filter((key) => own.exists(key));
    for (const tried of [
      ['no.such.key', known[0] ?? '', known[1] ?? ''],
      [known[2] ?? '', 'no.such.key'],
      ['no.such.key', 'still.no.key'],
    ]) {
      for (const options of [{}, { defaultValue: 'stand-in' }, values]) {
        expect(own.t(tried, options), tried.join(' | ')).toBe(real.t(tried, options));
      }
    }
  });

  it('should switch languages and tell its listeners, as i18next does', async () => {
    const { real, own } = instances('de', languages);
    const heard: string[] = [];
    own.on('languageChanged', (language) => heard.push(language));
    await Promise.all([real.changeLanguage('ar'), own.changeLanguage('ar')]);
    expect(heard).toEqual(['ar']);
    expect([own.language, own.resolvedLanguage]).toEqual([real.language, real.resolvedLanguage]);
    expect(own.t('app.name')).toBe(real.t('app.name'));
    expect(own.hasResourceBundle('vi', 'translation')).toBe(true);
  });
});
