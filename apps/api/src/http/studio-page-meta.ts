// A shared studio link previews as that studio: the studio page's HTML names it in its title, meta
// description and OpenGraph/Twitter tags (messengers and social networks read these without running
// any script), with its picture and the page's language, and points search engines at one address.
import type { Locale } from '@studio/domain/locale';
import { escapeHtml, openGraphLocales } from './public-html-page.ts';

export interface StudioPageFacts {
  name: string;
  description: string;
  address: string;
  logoUrl: string | null;
  backgroundUrl: string | null;
}

const descriptionLength = 160;

/** The description a preview shows: the studio's own words (one line, cut at a word), else its address. */
export function previewDescription(facts: StudioPageFacts): string {
  const text = facts.description.replace(/\s+/g, ' ').trim() || facts.address.trim();
  if (text.length <= descriptionLength) return text;
  const cut = text.slice(0, descriptionLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > descriptionLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Puts the studio's title, description and preview tags into the page in place of the app's generic ones. */
export function withStudioPageMeta(
  page: string,
  facts: StudioPageFacts,
  options: { publicUrl: string; path: string; locale: Locale },
): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const url = `${base}${options.path}`;
  const picture = facts.backgroundUrl ?? facts.logoUrl;
  const image = picture ? (/^https?:\/\//.test(picture) ? picture : `${base}${picture}`) : null;
  const title = escapeHtml(facts.name);
  const description = escapeHtml(previewDescription(facts));
  const tags = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Studioly">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${openGraphLocales[options.locale]}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
  ].join('');
  return page
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${tags}`);
}
