import type { Locale } from '@studio/domain/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocalStorage } from '../lib/key-value-storage.ts';
import { readStoredLanguage, storeLanguage, toLocale } from './language.ts';
import { translationsOf } from './locale-resources.ts';

const storage = browserLocalStorage();

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources: {
    de: { translation: translationsOf('de') },
    en: { translation: translationsOf('en') },
    vi: { translation: translationsOf('vi') },
    ar: { translation: translationsOf('ar') },
  },
  lng: readStoredLanguage(storage),
  // vi and ar are partly translated (spec §1); English is the better stand-in than German there.
  fallbackLng: { de: ['en'], default: ['en', 'de'] },
  supportedLngs: ['de', 'en', 'vi', 'ar'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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

export function changeLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}
