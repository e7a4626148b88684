import type { Locale } from '@studio/domain/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocalStorage } from '../lib/key-value-storage.ts';
import { readStoredLanguage, storeLanguage, toLocale } from './language.ts';
import { loadTranslations } from './locale-resources.ts';

const storage = browserLocalStorage();

export const i18n = i18next.createInstance();

// vi and ar are partly translated; English is the better stand-in than German there.
// German and English are complete (locales.test.ts), so they need no other language loaded.
const fallbacks: Record<Locale, Locale[]> = { de: [], en: [], vi: ['en'], ar: ['en'] };

i18n.use(initReactI18next).init({
  // Texts arrive per language (loadLanguage); none are bundled with the app's code.
  resources: {},
  partialBundledLanguages: true,
  lng: readStoredLanguage(storage),
  fallbackLng: { de: ['en'], default: ['en', 'de'] },
  supportedLngs: ['de', 'en', 'vi', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Loads the texts of a language and of its fallbacks, each once. */
export async function loadLanguage(locale: Locale): Promise<void> {
  const missing = [locale, ...fallbacks[locale]].filter(
    (language) => !i18n.hasResourceBundle(language, 'translation'),
  );
  const trees = await Promise.all(missing.map(loadTranslations));
  missing.forEach((language, index) => {
    i18n.addResourceBundle(language, 'translation', trees[index]);
  });
}

// Whether a screen asked for the on-demand texts: a change of language then loads them as well.
let screenTextsWanted = false;
const screenTextsLoaded = new Set<Locale>();

async function loadScreenLanguage(locale: Locale): Promise<void> {
  const missing = [locale, ...fallbacks[locale]].filter((language) => !screenTextsLoaded.has(language));
  const { loadScreenTranslations } = await import('./screen-translations.ts');
  const trees = await Promise.all(missing.map(loadScreenTranslations));
  missing.forEach((language, index) => {
    i18n.addResourceBundle(language, 'translation', trees[index], true, false);
    screenTextsLoaded.add(language);
  });
}

/**
 * The texts of the vouchers, plans and payments screens, which the app does not load at start: their
 * routes await this before they render.
 */
export async function loadScreenTexts(): Promise<void> {
  screenTextsWanted = true;
  await loadLanguage(currentLocale());
  await loadScreenLanguage(currentLocale());
}

/** Settles when the texts of the language the app starts in are there (main.tsx renders then). */
export const startLanguageLoaded = loadLanguage(toLocale(i18n.language));

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = toLocale(language);
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  storeLanguage(storage, toLocale(language));
  syncDocumentLanguage(language);
});

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

export async function changeLocale(locale: Locale): Promise<unknown> {
  await loadLanguage(locale);
  if (screenTextsWanted) await loadScreenLanguage(locale);
  return i18n.changeLanguage(locale);
}
