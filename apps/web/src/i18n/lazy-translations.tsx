// Texts that load with the screens that use them instead of with the app: a feature keeps them in
// <feature>/locales/lazy/<locale>.json and wraps its screens in <LazyTexts feature="…">. The customer
// pages' first load then carries none of them (the bundle budget of `npm run check`).
import type { Locale } from '@studio/domain/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { toLocale } from './language.ts';
import type { TranslationTree } from './locale-resources.ts';
import { useTranslation } from './text-runtime.ts';

const bundles = import.meta.glob<TranslationTree>('../features/*/locales/lazy/*.json', { import: 'default' });

// vi and ar are partly translated: English stands in, as for the app's own texts.
const withFallbacks: Record<Locale, Locale[]> = {
  de: ['de', 'en'],
  en: ['en'],
  vi: ['vi', 'en'],
  ar: ['ar', 'en'],
};

function pathOf(feature: string, locale: Locale): string {
  return `../features/${feature}/locales/lazy/${locale}.json`;
}

/** A feature's lazy texts in one language, or an empty tree when it has none in that language. */
export async function loadLazyTexts(feature: string, locale: Locale): Promise<TranslationTree> {
  const load = bundles[pathOf(feature, locale)];
  return load ? load() : {};
}

/** Every feature's lazy texts in one language, merged (tests compare them across languages). */
export async function loadAllLazyTexts(locale: Locale): Promise<TranslationTree> {
  const merged: TranslationTree = {};
  for (const [path, load] of Object.entries(bundles)) {
    if (!path.endsWith(`/${locale}.json`)) continue;
    for (const [key, value] of Object.entries(await load())) {
      if (key in merged) throw new Error(`Translation key "${key}" in ${path} is already defined`);
      merged[key] = value;
    }
  }
  return merged;
}

const loaded = new Set<string>();

/** Renders its children once the feature's texts of the current language (and fallbacks) are there. */
export function LazyTexts({ feature, children }: { feature: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);
  const key = `${feature}:${locale}`;
  const [ready, setReady] = useState(() => loaded.has(key));
  useEffect(() => {
    if (loaded.has(key)) {
      setReady(true);
      return;
    }
    let current = true;
    setReady(false);
    void Promise.all(
      withFallbacks[locale].map(async (language) => {
        const tree = await loadLazyTexts(feature, language);
        i18n.addResourceBundle(language, 'translation', tree, true, false);
      }),
    ).then(() => {
      loaded.add(key);
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [feature, i18n, key, locale]);
  return ready ? children : null;
}
