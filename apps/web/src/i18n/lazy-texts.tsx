import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useEffect, useState } from 'react';
import { featureTextsLoaded, loadFeatureTexts } from './i18n.ts';
import { toLocale } from './language.ts';
import { useTranslation } from './text-runtime.ts';

/**
 * Renders its children once the features' texts of the current language are there. For parts of a
 * screen whose code loads after their route (a tab loaded on its first use); a route itself
 * declares its features' texts with `withTexts` (i18n.ts) instead.
 */
export function LazyTexts({ features, children }: { features: readonly string[]; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const wanted = features.join(',');
  const [ready, setReady] = useState(() => featureTextsLoaded(features, locale));
  useEffect(() => {
    const list = wanted.split(',');
    if (featureTextsLoaded(list, locale)) {
      setReady(true);
      return;
    }
    let current = true;
    setReady(false);
    void loadFeatureTexts(list).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [wanted, locale]);
  return ready ? children : <Skeleton variant="rounded" height={240} />;
}
