import type { ReactNode } from 'react';
import { type LazyBundles, LazyTexts } from '../../../i18n/lazy-texts.tsx';
import type { TranslationTree } from '../../../i18n/locale-resources.ts';

const bundles: LazyBundles = import.meta.glob<TranslationTree>('../lazy-locales/*.json', {
  import: 'default',
});

/** The deals screens' texts, loaded with them (not with every customer page). */
export function DealTexts({ children }: { children: ReactNode }) {
  return (
    <LazyTexts bundles={bundles} probeKey="dealAdmin.save">
      {children}
    </LazyTexts>
  );
}
