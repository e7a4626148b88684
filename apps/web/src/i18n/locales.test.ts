import { type Locale, locales } from '@studio/domain/locale';
import { describe, expect, it } from 'vitest';
import { loadAllLazyTexts } from './lazy-translations.tsx';
import { loadTranslations } from './locale-resources.ts';

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

// Languages differ in plural forms (Arabic has six, English two): a form counts as present when
// English has the key's `_other` form, and may leave out the count where its wording says it.
const pluralForm = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(pluralForm, '_other');

/**
 * Both parts of a language's texts. A feature with texts in both (gifts, stamp cards, partner cards)
 * shares a top-level key between them, deep-merged on load, so no text may be in both parts.
 */
async function allTexts(locale: Locale): Promise<Map<string, string>> {
  const customer = flatten(await loadTranslations(locale, 'customer'));
  const admin = flatten(await loadTranslations(locale, 'admin'));
  const inBoth = [...admin.keys()].filter((key) => customer.has(key));
  expect(inBoth, `${locale}: texts in both the customer and the admin part`).toEqual([]);
  return new Map([...customer, ...admin, ...flatten(await loadAllLazyTexts(locale))]);
}

const english = await allTexts('en');
const german = await allTexts('de');
const vietnamese = await allTexts('vi');
const arabic = await allTexts('ar');

describe('translations', () => {
  it('puts every top-level key of every text file into the customer or the admin part', async () => {
    const files = import.meta.glob<object>(
      [
        './locales/*.json',
        '../features/*/locales/*.json',
        '../features/*/locales/admin/*.json',
        '../shared/*/locales/*.json',
      ],
      { eager: true, import: 'default' },
    );
    for (const locale of locales) {
      const inFiles = Object.entries(files)
        .filter(([path]) => path.endsWith(`/${locale}.json`))
        .flatMap(([, tree]) => Object.keys(tree));
      const inParts = new Set([
        ...Object.keys(await loadTranslations(locale, 'customer')),
        ...Object.keys(await loadTranslations(locale, 'admin')),
      ]);
      expect([...inParts].sort(), locale).toEqual([...new Set(inFiles)].sort());
    }
  });

  // Concurrent booking capacity had two names ("Buchungsplätze" and "Buchungsslots"): one per language.
  it.each([
    ['de', german, 'Buchungsplätze'],
    ['en', english, 'Booking slots'],
    ['vi', vietnamese, 'Số chỗ đặt lịch'],
    ['ar', arabic, 'أماكن الحجز'],
  ])('%s names booking capacity the same in navigation, page title and checklist', (_locale, texts, name) => {
    for (const key of [
      'nav.items.bookingsSlots',
      'screens.bookingsSlots.title',
      'studioDashboard.checklist.items.slots.title',
    ])
      expect(texts.get(key), key).toBe(name);
  });

  it('German and English are complete and have the same keys', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['de', german],
    ['vi', vietnamese],
    ['ar', arabic],
  ])('%s has no keys English lacks, no empty texts, and the same placeholders', (_locale, texts) => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      if (!pluralForm.test(key)) {
        expect(english.has(key), key).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        continue;
      }
      const otherForm = english.get(pluralBase(key));
      expect(otherForm, key).toBeDefined();
      expect(placeholders(otherForm ?? ''), key).toEqual(expect.arrayContaining(placeholders(text)));
    }
  });

  it('uses the exact German texts the product prescribes', () => {
    expect(german.get('errors.screen')).toBe(
      'Ein Fehler ist aufgetreten. Bitte lade die Seite neu und versuche es später erneut.',
    );
    expect(english.get('errors.screen')).toBe(
      'An error occurred. Please reload the page and try again later.',
    );
    expect(english.get('errors.unexpected')).toBe('An unexpected error occurred.');
    expect(english.get('partner.notFound.title')).toBe('Shop not found');
  });
});
