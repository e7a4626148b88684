import type { Locale } from '@studio/domain/locale';
import { browserLocalStorage } from '../lib/key-value-storage.ts';
import { startLocale, storeLanguage, toLocale } from './language.ts';
import { readAppTexts, readFeatureTexts } from './text-bundles.ts';
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
  // Texts arrive per language and feature (loadLanguage, loadFeatureTexts); none come with the code.
  lng: startLocale(storage, typeof navigator === 'undefined' ? [] : navigator.languages),
});

/** A feature's folder name, or null for the app-wide texts. */
type TextBundle = string | null;

// The features whose texts a route or a screen has asked for: every language switched to loads
// them too, before the switch, so no screen shows keys in between.
const wantedFeatures = new Set<string>();
const bundleLoads = new Map<string, Promise<void>>();
const loadedBundles = new Set<string>();

function loadBundle(bundle: TextBundle, language: Locale): Promise<void> {
  const key = `${bundle ?? ''}:${language}`;
  let load = bundleLoads.get(key);
  if (!load) {
    load = (bundle === null ? readAppTexts(language) : readFeatureTexts(bundle, language)).then(
      // Deep merge: a bundle's top-level keys are its own (locales.test.ts), nothing is overwritten.
      (tree) => {
        i18n.addResourceBundle(language, 'translation', tree, true, false);
        loadedBundles.add(key);
      },
    );
    // A chunk that failed to arrive is asked for again next time.
    load.catch(() => bundleLoads.delete(key));
    bundleLoads.set(key, load);
  }
  return load;
}

async function loadBundles(bundles: readonly TextBundle[], locale: Locale): Promise<void> {
  await Promise.all(
    [locale, ...fallbacks[locale]].flatMap((language) =>
      bundles.map((bundle) => loadBundle(bundle, language)),
    ),
  );
}

/** Loads a language's app-wide texts and those of every feature asked for so far, each once. */
export function loadLanguage(locale: Locale): Promise<void> {
  return loadBundles([null, ...wantedFeatures], locale);
}

/** Loads the features' texts in the current language (and in every language switched to later). */
export function loadFeatureTexts(features: readonly string[]): Promise<void> {
  for (const feature of features) wantedFeatures.add(feature);
  return loadBundles(features, toLocale(i18n.language));
}

/** Whether the features' texts in the language are there (a screen then renders at once). */
export function featureTextsLoaded(features: readonly string[], locale: Locale): boolean {
  return features.every((feature) =>
    [locale, ...fallbacks[locale]].every((language) => loadedBundles.has(`${feature}:${language}`)),
  );
}

/**
 * A route's `lazy` that also loads the texts of the features its screen shows, side by side with
 * its code: the route renders once both are there (also on the server, entry-server.tsx).
 */
export function withTexts<Route>(
  features: readonly string[],
  load: () => Promise<Route>,
): () => Promise<Route> {
  return async () => (await Promise.all([load(), loadFeatureTexts(features)]))[0];
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
