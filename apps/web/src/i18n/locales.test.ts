import { describe, expect, it } from 'vitest';
import { loadAdminTranslations, loadTranslations, mergeDeep } from './locale-resources.ts';

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

/** Every text of a language: the customers' and, merged in, the admin areas'. */
const allTexts = async (locale: 'de' | 'en' | 'vi' | 'ar') =>
  flatten(mergeDeep(await loadTranslations(locale), await loadAdminTranslations(locale)));

const english = await allTexts('en');
const german = await allTexts('de');
const vietnamese = await allTexts('vi');
const arabic = await allTexts('ar');

describe('translations', () => {
  it('keeps admin texts apart: they add keys, never replace a customer text', async () => {
    for (const locale of ['de', 'en', 'vi', 'ar'] as const) {
      const customer = flatten(await loadTranslations(locale));
      const admin = flatten(await loadAdminTranslations(locale));
      for (const key of admin.keys()) expect(customer.has(key), `${locale} ${key}`).toBe(false);
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
