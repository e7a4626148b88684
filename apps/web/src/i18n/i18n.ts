import type { Locale } from '@studio/domain/locale';
import { browserLocalStorage } from '../lib/key-value-storage.ts';
import { startLocale, storeLanguage, toLocale } from './language.ts';
import { loadTranslations, type TextPart } from './locale-resources.ts';
import { createTextRuntime, type TextRuntimeOptions } from './text-runtime.ts';

const storage = browserLocalStorage();

export const i18n = createTextRuntime();

// vi and ar are partly translated; English is the better stand-in than German there.
// German and English are complete (locales.test.ts), so they need no other language loaded.
const fallbacks: Record<Locale, Locale[]> = { de: [], en: [], vi: ['en'], ar: ['en'] };

/** How texts are looked up (text-runtime.test.ts gives i18next the same and compares). */
export const lookupOptions = {
  fallbackLng: { de: ['en'], default: ['en', 'de'] },
  supportedLngs: ['de', 'en', 'vi', 'ar'],
} satisfies TextRuntimeOptions;

i18n.init({
  ...lookupOptions,
  // Texts arrive per language (loadLanguage); none are bundled with the app's code.
  lng: startLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages),
});

// Set once an admin layout opened: from then on every language loads with its admin texts too.
let withAdminTexts = false;
const loadedParts = new Set<string>();

/** Loads the texts of a language and of its fallbacks (customer part, and admin once wanted), each once. */
export async function loadLanguage(locale: Locale): Promise<void> {
  const parts: TextPart[] = withAdminTexts ? ['customer', 'admin'] : ['customer'];
  const missing = [locale, ...fallbacks[locale]].flatMap((language) =>
    parts.filter((part) => !loadedParts.has(`${language}:${part}`)).map((part) => ({ language, part })),
  );
  const loaded = await Promise.all(
    missing.map(async ({ language, part }) => ({
      language,
      part,
      tree: await loadTranslations(language, part),
    })),
  );
  for (const { language, part, tree } of loaded) {
    // Deep merge: a feature's admin texts (locales/admin) join its customer texts under the same
    // top-level key; no text is in both parts (locales.test.ts), so nothing is overwritten.
    i18n.addResourceBundle(language, 'translation', tree, true, false);
    loadedParts.add(`${language}:${part}`);
  }
}

/** The admin portals' texts of the current language (their layouts wait for it before rendering). */
export function loadAdminTexts(): Promise<void> {
  withAdminTexts = true;
  return loadLanguage(currentLocale());
}

/** Settles when the texts of the language the app starts in are there (start-app.tsx renders then). */
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
