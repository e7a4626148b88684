import type { ReactNode } from 'react';
import { type LazyBundles, LazyTexts } from '../../../i18n/lazy-texts.tsx';
import type { TranslationTree } from '../../../i18n/locale-resources.ts';

const bundles: LazyBundles = import.meta.glob<TranslationTree>('../lazy-locales/*.json', {
  import: 'default',
});

/** The customers' gifts tab texts, loaded with the tab (not with every customer page's first load). */
export function GiftCustomerTexts({ children }: { children: ReactNode }) {
  return (
    <LazyTexts bundles={bundles} probeKey="gifts.customer.claim">
      {children}
    </LazyTexts>
  );
}
