import type { Locale } from '@studio/domain/locale';
import { escapeHtml, renderPublicHtmlPage } from '../../http/public-html-page.ts';
import { legalFooterLinks } from './legal-footer-links.ts';
import { legalPageTexts } from './legal-page-texts.ts';
import type { ImprintSubject } from './render-imprint-page.ts';

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
const section = (title: string, content: string) => `<h2>${escapeHtml(title)}</h2>${content}`;

/**
 * The privacy notice: who is responsible (the studio for what happens at it, the platform for the
 * account), what is processed, for what, photos of past work, how long, the visitor's rights and how
 * to use them.
 */
export function renderPrivacyPage(
  subject: ImprintSubject,
  platform: { name: string; email: string | undefined },
  locale: Locale,
  canonicalUrl: string,
): string {
  const t = legalPageTexts[locale];
  const responsible = subject.legal ? `${subject.legal.name}, ${subject.legal.address}` : subject.displayName;
  const controller = subject.shopId
    ? `<p>${escapeHtml(t.controller(responsible))}</p><p>${escapeHtml(t.platformRole(platform.name))}</p>`
    : `<p>${escapeHtml(responsible)}</p>`;
  const contact = subject.legal?.email ?? platform.email;
  const ask = [contact ? `<p>${escapeHtml(t.ask(contact))}</p>` : '', `<p>${escapeHtml(t.askAccount)}</p>`];
  const body = [
    `<h1>${escapeHtml(t.privacyOf(subject.displayName))}</h1>`,
    section(t.controllerTitle, controller),
    section(t.whatTitle, list(t.what)),
    section(t.whyTitle, list(t.why)),
    section(t.photosTitle, list(t.photos)),
    section(t.howLongTitle, list(t.howLong)),
    section(t.rightsTitle, `${list(t.rights)}<p>${escapeHtml(t.complaint)}</p>`),
    section(t.askTitle, ask.join('')),
  ].join('');
  return renderPublicHtmlPage({
    locale,
    title: t.privacyOf(subject.displayName),
    description: t.privacyDescription(subject.displayName),
    canonicalUrl,
    body,
    footerLinks: legalFooterLinks(locale, subject.shopId),
  });
}
