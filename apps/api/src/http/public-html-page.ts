// Plain customer pages the server writes whole (imprint, privacy, the city pages): readable without
// any script, light enough for a phone on mobile data, in the visitor's language and direction.
import { isLocale, type Locale, languageOptions, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyRequest } from 'fastify';

/** The OpenGraph locale of each language (`og:locale`). */
export const openGraphLocales: Record<Locale, string> = {
  de: 'de_DE',
  en: 'en_GB',
  vi: 'vi_VN',
  ar: 'ar_AR',
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `?lang=` first (a link to one language), else the browser's Accept-Language. */
export function pageLocaleOf(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const chosen = query?.lang;
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers['accept-language']);
}

export interface PublicPageLink {
  href: string;
  label: string;
}

export interface PublicHtmlPage {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the page, for the canonical link and OpenGraph. */
  canonicalUrl: string;
  /** Already escaped markup of the page's content. */
  body: string;
  /** schema.org data, written as JSON-LD. */
  structuredData?: unknown;
  /** The footer's links (imprint, privacy), in this order. */
  footerLinks: PublicPageLink[];
}

/** JSON safe inside a <script> element: no `</script>` or comment opener can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const styles =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1b20;background:#fdf8fa}' +
  'main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.15rem;margin-top:1.75rem}' +
  'a{color:#8a2a5a}address{font-style:normal}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}' +
  'ul.cards{list-style:none;padding:0;display:grid;gap:.75rem}ul.cards li{background:#fff;border-radius:12px;padding:1rem;box-shadow:0 1px 3px #0002}' +
  'footer{max-width:44rem;margin:0 auto;padding:1rem;border-top:1px solid #ddd;display:flex;flex-wrap:wrap;gap:1rem;font-size:.9rem}' +
  'nav.languages{display:flex;gap:.75rem;font-size:.9rem}';

export function renderPublicHtmlPage(page: PublicHtmlPage): string {
  const direction = languageOptions.find((option) => option.code === page.locale)?.direction ?? 'ltr';
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const canonical = escapeHtml(page.canonicalUrl);
  const languages = languageOptions
    .map((option) => {
      const url = new URL(page.canonicalUrl);
      url.searchParams.set('lang', option.code);
      return `<a href="${escapeHtml(url.pathname + url.search)}" hreflang="${option.code}" lang="${option.code}">${escapeHtml(option.label)}</a>`;
    })
    .join('');
  const footer = page.footerLinks
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join('');
  const structured =
    page.structuredData === undefined
      ? ''
      : `<script type="application/ld+json">${scriptJson(page.structuredData)}</script>`;
  return `<!doctype html><html lang="${page.locale}" dir="${direction}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<meta name="description" content="${description}"><link rel="canonical" href="${canonical}">
<meta property="og:type" content="website"><meta property="og:title" content="${title}">
<meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">
<meta property="og:locale" content="${page.locale}"><style>${styles}</style>${structured}</head>
<body><main>${page.body}</main><footer><nav class="languages">${languages}</nav>${footer}</footer></body></html>`;
}
