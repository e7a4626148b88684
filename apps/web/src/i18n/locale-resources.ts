import type { Locale } from '@studio/domain/locale';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import vi from './locales/vi.json';

export type TranslationTree = { [key: string]: string | TranslationTree };

// Features keep their own texts in src/features/<feature>/locales/<locale>.json, so work on one
// feature never edits another's file; each bundle's top-level keys must be its own.
const featureBundles = import.meta.glob<TranslationTree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

const shared: Record<Locale, TranslationTree> = { de, en, vi, ar };

function localeOfBundle(path: string): Locale | undefined {
  const match = /\/locales\/(de|en|vi|ar)\.json$/.exec(path);
  return match?.[1] as Locale | undefined;
}

/** Shared texts plus every feature bundle, per locale. A feature key that clashes with another throws. */
export function translationsOf(locale: Locale): TranslationTree {
  const merged: TranslationTree = { ...shared[locale] };
  for (const [path, bundle] of Object.entries(featureBundles)) {
    if (localeOfBundle(path) !== locale) continue;
    for (const [key, value] of Object.entries(bundle)) {
      if (key in merged) throw new Error(`Translation key "${key}" in ${path} is already defined`);
      merged[key] = value;
    }
  }
  return merged;
}
