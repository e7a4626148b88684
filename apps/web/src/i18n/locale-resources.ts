import type { Locale } from '@studio/domain/locale';

export type TranslationTree = { [key: string]: string | TranslationTree };

/** Customer pages need only the customer texts; the admin portals load their own part on top. */
export type TextPart = 'customer' | 'admin';

type Loader = () => Promise<{ default: TranslationTree }>;

// Each language and part is a chunk of its own (translations/<locale>.ts and <locale>-admin.ts), so
// a page loads only the texts of the language it shows, and a customer page none of the admin texts.
const loaders: Record<TextPart, Record<Locale, Loader>> = {
  customer: {
    de: () => import('./translations/de.ts'),
    en: () => import('./translations/en.ts'),
    vi: () => import('./translations/vi.ts'),
    ar: () => import('./translations/ar.ts'),
  },
  admin: {
    de: () => import('./translations/de-admin.ts'),
    en: () => import('./translations/en-admin.ts'),
    vi: () => import('./translations/vi-admin.ts'),
    ar: () => import('./translations/ar-admin.ts'),
  },
};

/** One part of a locale's texts: shared texts plus its feature bundles. */
export async function loadTranslations(
  locale: Locale,
  part: TextPart = 'customer',
): Promise<TranslationTree> {
  return (await loaders[part][locale]()).default;
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
