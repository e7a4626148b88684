// The find page's HTML names its search in its title, meta description and preview tags (search
// engines and messengers read these without running any script), and points at one address per
// search: the same search written in the page's own order.
import { findQueryString, readFindQuery } from '@studio/domain/find-query';
import type { Locale } from '@studio/domain/locale';
import { escapeHtml, openGraphLocales } from './public-html-page.ts';

interface FindPageTexts {
  title: string;
  titleIn: (place: string) => string;
  description: string;
  descriptionIn: (place: string) => string;
}

const texts: Record<Locale, FindPageTexts> = {
  de: {
    title: 'Studio finden',
    titleIn: (place) => `Studios in ${place} finden`,
    description: 'Nagel-, Wimpern- und Beauty-Studios in deiner Nähe: freie Termine sehen und online buchen.',
    descriptionIn: (place) =>
      `Nagel-, Wimpern- und Beauty-Studios in ${place}: freie Termine sehen und online buchen.`,
  },
  en: {
    title: 'Find a studio',
    titleIn: (place) => `Find studios in ${place}`,
    description: 'Nail, lash and beauty studios near you: see free times and book online.',
    descriptionIn: (place) => `Nail, lash and beauty studios in ${place}: see free times and book online.`,
  },
  vi: {
    title: 'Tìm tiệm',
    titleIn: (place) => `Tìm tiệm tại ${place}`,
    description: 'Tiệm nail, mi và làm đẹp gần bạn: xem giờ trống và đặt lịch trực tuyến.',
    descriptionIn: (place) => `Tiệm nail, mi và làm đẹp tại ${place}: xem giờ trống và đặt lịch trực tuyến.`,
  },
  ar: {
    title: 'ابحث عن استوديو',
    titleIn: (place) => `ابحث عن استوديوهات في ${place}`,
    description:
      'استوديوهات الأظافر والرموش والتجميل بالقرب منك: اطّلع على المواعيد المتاحة واحجز عبر الإنترنت.',
    descriptionIn: (place) =>
      `استوديوهات الأظافر والرموش والتجميل في ${place}: اطّلع على المواعيد المتاحة واحجز عبر الإنترنت.`,
  },
};

/** Whether the path (without query) is the find page's. */
export function isFindPagePath(path: string): boolean {
  return /^\/find\/?$/.test(path);
}

/** Puts the search's title, description, canonical address and preview tags into the find page. */
export function withFindPageMeta(
  page: string,
  options: { publicUrl: string; query: URLSearchParams; locale: Locale },
): string {
  const query = readFindQuery(options.query);
  const text = texts[options.locale];
  const placeName = query.place?.label || null;
  const search = findQueryString(query);
  const url = `${options.publicUrl.replace(/\/+$/, '')}/find${search ? `?${search}` : ''}`;
  const title = escapeHtml(placeName ? text.titleIn(placeName) : text.title);
  const description = escapeHtml(placeName ? text.descriptionIn(placeName) : text.description);
  const tags = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Studioly">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${openGraphLocales[options.locale]}">`,
    '<meta name="twitter:card" content="summary">',
  ].join('');
  return page
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${tags}`);
}
