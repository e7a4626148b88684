import type { Locale } from '@studio/domain/locale';
import type { PublicPageLink } from '../../http/public-html-page.ts';
import { legalPageTexts } from './legal-page-texts.ts';

/** The footer of every customer page: the studio's imprint and privacy (on its pages), then the platform's. */
export function legalFooterLinks(locale: Locale, shopId?: string): PublicPageLink[] {
  const t = legalPageTexts[locale];
  const platform = [
    { href: '/imprint', label: shopId ? `${t.imprint} (${t.platform})` : t.imprint },
    { href: '/privacy', label: shopId ? `${t.privacy} (${t.platform})` : t.privacy },
  ];
  if (!shopId) return platform;
  const studio = `/partner/${encodeURIComponent(shopId)}/app`;
  return [
    { href: `${studio}/imprint`, label: t.imprint },
    { href: `${studio}/privacy`, label: t.privacy },
    ...platform,
  ];
}
