import { describe, expect, it } from 'vitest';
import type { TranslationTree } from './locale-resources.ts';

// Bundles that load with their screens (lazy-texts.tsx) follow the same rules as the others
// (locales.test.ts): German and English complete, no empty texts, the same placeholders.
const bundles = import.meta.glob<TranslationTree>('../features/*/lazy-locales/*.json', {
  eager: true,
  import: 'default',
});

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value as object, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const pluralForm = /_(zero|one|two|few|many|other)$/;
const folders = [...new Set(Object.keys(bundles).map((path) => path.replace(/\/[a-z]{2}\.json$/, '')))];

describe.each(folders)('lazy texts of %s', (folder) => {
  const of = (locale: string) => flatten(bundles[`${folder}/${locale}.json`] ?? {});
  const english = of('en');

  it('has German and English with the same keys', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...of('de').keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(['de', 'vi', 'ar'])(
    'has in %s no keys English lacks, no empty texts, the same placeholders',
    (locale) => {
      for (const [key, text] of of(locale)) {
        expect(text.trim(), key).not.toBe('');
        const englishKey = pluralForm.test(key) ? key.replace(pluralForm, '_other') : key;
        expect(english.has(englishKey), key).toBe(true);
        const expected = placeholders(english.get(englishKey) ?? '');
        if (pluralForm.test(key)) expect(expected).toEqual(expect.arrayContaining(placeholders(text)));
        else expect(placeholders(text), key).toEqual(expected);
      }
    },
  );
});
