import type { Locale } from '@studio/domain/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocalStorage } from '../lib/key-value-storage.ts';
import { readStoredLanguage, storeLanguage, toLocale } from './language.ts';
import { loadAdminTranslations, loadTranslations } from './locale-resources.ts';

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

/** Languages whose admin texts are in (the admin area asked for them once: see loadAdminTexts). */
const adminTextsLoaded = new Set<Locale>();
let adminTextsWanted = false;

/** Loads the texts of a language and of its fallbacks, each once (and their admin texts once wanted). */
export async function loadLanguage(locale: Locale): Promise<void> {
  const languages = [locale, ...fallbacks[locale]];
  const missing = languages.filter((language) => !i18n.hasResourceBundle(language, 'translation'));
  const trees = await Promise.all(missing.map(loadTranslations));
  missing.forEach((language, index) => {
    i18n.addResourceBundle(language, 'translation', trees[index]);
  });
  if (adminTextsWanted) await loadAdminLanguages(languages);
}

async function loadAdminLanguages(languages: Locale[]): Promise<void> {
  const missing = languages.filter((language) => !adminTextsLoaded.has(language));
  const trees = await Promise.all(missing.map(loadAdminTranslations));
  missing.forEach((language, index) => {
    // Deep: a feature's admin texts join its customer texts under the same top-level key.
    i18n.addResourceBundle(language, 'translation', trees[index], true, false);
    adminTextsLoaded.add(language);
  });
}

/**
 * The admin areas' texts for the current language (and later language changes). The admin layouts
 * wait for this before they render, so customers' pages never load them.
 */
export async function loadAdminTexts(locale: Locale = toLocale(i18n.language)): Promise<void> {
  adminTextsWanted = true;
  await loadLanguage(locale);
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
  return i18n.changeLanguage(locale);
}
