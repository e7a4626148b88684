// Texts that load with the screens that show them instead of with every page: the customer pages'
// first load carries every bundle in features/*/locales and has a size budget (npm run check).
// A feature keeps such texts in <feature>/lazy-locales/<locale>.json and wraps its screens in
// <LazyTexts>; i18n/lazy-locales.test.ts holds them to the same rules as the others.
import Skeleton from '@mui/material/Skeleton';
import type { Locale } from '@studio/domain/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { toLocale } from './language.ts';
import type { TranslationTree } from './locale-resources.ts';
import { type TextRuntime, useTranslation } from './text-runtime.ts';

export type LazyBundles = Record<string, () => Promise<TranslationTree>>;

async function addTexts(
  i18n: TextRuntime,
  bundles: LazyBundles,
  probeKey: string,
  locale: Locale,
): Promise<void> {
  // English stands in for missing Vietnamese and Arabic texts. A language is only added to once
  // the app has loaded its own texts: a bundle added first would keep the app from loading them.
  const languages = locale === 'en' ? ['en'] : [locale, 'en'];
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    if (i18n.exists(probeKey, { lng: language, fallbackLng: false })) continue;
    const load = Object.entries(bundles).find(([path]) => path.endsWith(`/${language}.json`))?.[1];
    if (load) i18n.addResourceBundle(language, 'translation', await load(), true, false);
  }
}

/** Renders its children once the bundle's texts of the current language are there. */
export function LazyTexts({
  bundles,
  probeKey,
  children,
}: {
  /** import.meta.glob('./lazy-locales/*.json', { import: 'default' }) of the feature. */
  bundles: LazyBundles;
  /** A key the bundle defines, to tell whether it is loaded. */
  probeKey: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let current = true;
    void addTexts(i18n, bundles, probeKey, locale).then(() => {
      if (current) setReady(locale);
    });
    return () => {
      current = false;
    };
  }, [i18n, bundles, probeKey, locale]);
  return ready === locale ? children : <Skeleton variant="rounded" height={240} />;
}
