import type { Locale } from '@studio/domain/locale';

export type TranslationTree = { [key: string]: string | TranslationTree };

// Each language is a chunk of its own (translations/<locale>.ts), so a page loads only the texts
// of the language it shows.
const loaders: Record<Locale, () => Promise<{ default: TranslationTree }>> = {
  de: () => import('./translations/de.ts'),
  en: () => import('./translations/en.ts'),
  vi: () => import('./translations/vi.ts'),
  ar: () => import('./translations/ar.ts'),
};

/** Shared texts plus every feature bundle of one locale. */
export async function loadTranslations(locale: Locale): Promise<TranslationTree> {
  return (await loaders[locale]()).default;
}

/**
 * Merges the shared texts with the feature bundles (their paths as keys). Features keep their own
 * texts in <folder>/locales/<locale>.json, so work on one never edits another's file; each
 * bundle's top-level keys must be its own: a key that clashes throws.
 */
export function mergeTranslations(
  shared: TranslationTree,
  featureBundles: Record<string, TranslationTree>,
): TranslationTree {
  const merged: TranslationTree = { ...shared };
  for (const [path, bundle] of Object.entries(featureBundles)) {
    for (const [key, value] of Object.entries(bundle)) {
      if (key in merged) throw new Error(`Translation key "${key}" in ${path} is already defined`);
      merged[key] = value;
    }
  }
  return merged;
}
