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

const adminLoaders: Record<Locale, () => Promise<{ default: TranslationTree }>> = {
  de: () => import('./translations/admin-de.ts'),
  en: () => import('./translations/admin-en.ts'),
  vi: () => import('./translations/admin-vi.ts'),
  ar: () => import('./translations/admin-ar.ts'),
};

/** Shared texts plus every feature bundle of one locale. */
export async function loadTranslations(locale: Locale): Promise<TranslationTree> {
  return (await loaders[locale]()).default;
}

/**
 * The admin areas' texts of one locale (features' locales/admin/<locale>.json). They may add to a
 * feature's top-level key of its customer texts (e.g. `gifts.form` beside `gifts.customer`):
 * i18next merges them in deeply when the admin area loads.
 */
export async function loadAdminTranslations(locale: Locale): Promise<TranslationTree> {
  return (await adminLoaders[locale]()).default;
}

/** A tree with another merged into it, nested keys included (the other wins on a clash of texts). */
export function mergeDeep(base: TranslationTree, extra: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeDeep(existing, value) : value;
  }
  return merged;
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
