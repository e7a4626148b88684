import type { Locale } from '@studio/domain/locale';

export type TranslationTree = { [key: string]: string | TranslationTree };

interface LanguageTexts {
  appTexts: TranslationTree;
  featureTexts: Record<string, () => Promise<TranslationTree>>;
}

// Texts live in one folder per feature, features/<feature>/locales/<locale>.json, and the rest of
// the app's in i18n/locales/<locale>.json (docs/texts.md). A page loads one module per language,
// its app-wide texts with the list of its feature files, and then the files of the features its
// route declares, each a chunk of its own.
const languages: Record<Locale, () => Promise<LanguageTexts>> = {
  de: () => import('./languages/de.ts'),
  en: () => import('./languages/en.ts'),
  vi: () => import('./languages/vi.ts'),
  ar: () => import('./languages/ar.ts'),
};

const featurePath = /^\.\.\/\.\.\/features\/([^/]+)\/locales\/[a-z]{2}\.json$/;

/** The features that have texts (their folder names), as routes name them in `withTexts`. */
export async function listTextFeatures(): Promise<string[]> {
  const { featureTexts } = await languages.en();
  return Object.keys(featureTexts).map((path) => featurePath.exec(path)?.[1] ?? path);
}

/** The app-wide texts of one language. */
export async function readAppTexts(locale: Locale): Promise<TranslationTree> {
  return (await languages[locale]()).appTexts;
}

/** One feature's texts in one language. */
export async function readFeatureTexts(feature: string, locale: Locale): Promise<TranslationTree> {
  const load = (await languages[locale]()).featureTexts[`../../features/${feature}/locales/${locale}.json`];
  if (!load)
    throw new Error(`No texts of ${feature} in ${locale} (features/${feature}/locales/${locale}.json)`);
  return load();
}
