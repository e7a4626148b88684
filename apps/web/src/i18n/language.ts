import {
  defaultLocale,
  isLocale,
  type LanguageOption,
  type Locale,
  languageOptions,
} from '@studio/domain/locale';
import type { KeyValueStorage } from '../lib/key-value-storage.ts';

export const LANGUAGE_STORAGE_KEY = 'app.language';

export type Direction = 'ltr' | 'rtl';

export function languageOption(locale: Locale): LanguageOption {
  // languageOptions lists every locale; the default keeps the type total without a non-null assertion.
  return languageOptions.find((option) => option.code === locale) ?? defaultLanguageOption();
}

function defaultLanguageOption(): LanguageOption {
  return { code: defaultLocale, label: 'Deutsch', direction: 'ltr' };
}

export function directionOf(locale: Locale): Direction {
  return languageOption(locale).direction;
}

/** i18next may report region variants or unsupported values; the app only knows its four locales. */
export function toLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  const primary = value.toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : defaultLocale;
}

export function readStoredLanguage(storage: KeyValueStorage): Locale | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : null;
}

/** The first of the browser's preferred languages we have (`navigator.languages`), German otherwise. */
export function browserLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/** A chosen language wins; a first visit follows the browser. */
export function startLocale(storage: KeyValueStorage, preferred: readonly string[]): Locale {
  return readStoredLanguage(storage) ?? browserLocale(preferred);
}

export function storeLanguage(storage: KeyValueStorage, locale: Locale): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, locale);
}

/** BCP 47 tags used for Intl formatting; Arabic keeps Latin digits so prices read like the receipts. */
const intlTags: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-US',
  vi: 'vi-VN',
  ar: 'ar-u-nu-latn',
};

export function intlLocaleOf(locale: Locale): string {
  return intlTags[locale];
}
