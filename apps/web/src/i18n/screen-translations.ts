// The texts of the screens loaded on demand (vouchers, plans, payments), one chunk per language. This
// module itself is loaded on demand, so the app's first load carries none of it.
import type { Locale } from '@studio/domain/locale';
import type { TranslationTree } from './locale-resources.ts';

const screenLoaders: Record<Locale, () => Promise<{ default: TranslationTree }>> = {
  de: () => import('./translations/de-screens.ts'),
  en: () => import('./translations/en-screens.ts'),
  vi: () => import('./translations/vi-screens.ts'),
  ar: () => import('./translations/ar-screens.ts'),
};

export async function loadScreenTranslations(locale: Locale): Promise<TranslationTree> {
  return (await screenLoaders[locale]()).default;
}
