import type { Locale } from '@studio/domain/locale';
import type { ShopLegal } from '@studio/domain/shop-legal';
import { escapeHtml, renderPublicHtmlPage } from '../../http/public-html-page.ts';
import { legalFooterLinks } from './legal-footer-links.ts';
import { legalPageTexts } from './legal-page-texts.ts';

export interface ImprintSubject {
  /** The studio's id; absent for the platform's own imprint. */
  shopId?: string;
  /** The name the visitor knows (the studio's or the platform's). */
  displayName: string;
  legal: ShopLegal | null;
}

function legalDetails(legal: ShopLegal, locale: Locale): string {
  const t = legalPageTexts[locale];
  const rows: [string, string | null | undefined, string?][] = [
    [t.representative, legal.representative],
    [t.address, legal.address],
    [t.email, legal.email, `mailto:${legal.email}`],
    [t.phone, legal.phone, `tel:${legal.phone.replace(/[^\d+]/g, '')}`],
    [t.register, legal.register],
    [t.vatId, legal.vatId],
  ];
  const items = rows
    .filter(([, value]) => value)
    .map(([label, value, href]) => {
      const shown = escapeHtml(value ?? '');
      return `<dt>${escapeHtml(label)}</dt><dd>${href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown}</dd>`;
    })
    .join('');
  return `<p><strong>${escapeHtml(legal.name)}</strong></p><dl>${items}</dl>`;
}

export function renderImprintPage(subject: ImprintSubject, locale: Locale, canonicalUrl: string): string {
  const t = legalPageTexts[locale];
  const details = subject.legal
    ? legalDetails(subject.legal, locale)
    : `<p>${escapeHtml(subject.shopId ? t.noImprint : t.noPlatformImprint)}</p>`;
  const back = subject.shopId
    ? `<p><a href="/partner/${encodeURIComponent(subject.shopId)}">${escapeHtml(t.backToStudio)}</a></p>`
    : '';
  return renderPublicHtmlPage({
    locale,
    title: t.imprintOf(subject.displayName),
    description: t.imprintDescription(subject.displayName),
    canonicalUrl,
    body: `<h1>${escapeHtml(t.imprintOf(subject.displayName))}</h1>${details}${back}`,
    footerLinks: legalFooterLinks(locale, subject.shopId),
  });
}
