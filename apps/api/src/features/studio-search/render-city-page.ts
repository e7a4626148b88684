import {
  type CityPageCategory,
  type ConsumerCity,
  categorySlugOf,
  cityPageCategories,
} from '@studio/domain/consumer-cities';
import type { Locale } from '@studio/domain/locale';
import type { ShopCategory } from '@studio/domain/shop';
import { escapeHtml, renderPublicHtmlPage } from '../../http/public-html-page.ts';
import { legalFooterLinks } from '../legal-pages/legal-pages.public.ts';
import { categoryNameOf, cityPageTexts } from './city-page-texts.ts';
import type { CityStudio } from './city-studios.ts';
import type { OpeningRangeRow } from './studio-search.repo.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org's most specific type for a studio's trade. */
function schemaTypeOf(category: ShopCategory): string {
  switch (category) {
    case 'nails':
      return 'NailSalon';
    case 'hair':
    case 'barber':
      return 'HairSalon';
    case 'spa':
    case 'massage':
      return 'DaySpa';
    case 'tattoo':
      return 'TattooParlor';
    default:
      return 'BeautySalon';
  }
}

function priceRangeText(range: { min: number; max: number }, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  return range.min === range.max
    ? format.format(range.min / 100)
    : `${format.format(range.min / 100)} – ${format.format(range.max / 100)}`;
}

const hhmm = (time: string) => time.slice(0, 5);

function openingHoursOf(ranges: OpeningRangeRow[]) {
  return ranges.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${weekdays[range.weekday - 1] ?? 'Monday'}`,
    opens: hhmm(range.start_time),
    closes: hhmm(range.end_time) === '24:00' ? '23:59' : hhmm(range.end_time),
  }));
}

export interface CityPageInput {
  city: ConsumerCity;
  category: CityPageCategory | undefined;
  studios: CityStudio[];
  locale: Locale;
  publicUrl: string;
}

export function cityPagePath(city: ConsumerCity, category?: CityPageCategory): string {
  return `/studios/${city.slug}${category ? `/${categorySlugOf(category)}` : ''}`;
}

/** The web app's find-a-studio page, already searching this city (and category). */
function findStudioPathOf(city: ConsumerCity, category: CityPageCategory | undefined): string {
  const search = new URLSearchParams({ city: city.slug });
  if (category) search.set('category', category);
  return `/find?${search.toString()}`;
}

/**
 * A city's page: its live studios (Plus first inside each distance band from the centre) with a link
 * to each studio page and its booking, as HTML and as schema.org structured data.
 */
export function renderCityPage({ city, category, studios, locale, publicUrl }: CityPageInput): string {
  const t = cityPageTexts[locale];
  const title = category ? t.categoryIn(category, city.name) : t.studiosIn(city.name);
  const canonicalUrl = `${publicUrl}${cityPagePath(city, category)}`;
  const entries = studios.map(({ row, priceRangeCents, openingRanges }) => {
    const studioUrl = `${publicUrl}/partner/${encodeURIComponent(row.id)}`;
    const price = priceRangeCents ? priceRangeText(priceRangeCents, row.currency_code, locale) : undefined;
    return {
      html: `<li><h2><a href="${escapeHtml(studioUrl)}">${escapeHtml(row.name)}</a>${
        row.plus ? ` <small>${escapeHtml(t.plus)}</small>` : ''
      }</h2><address>${escapeHtml(row.address)}</address>${
        price ? `<p>${escapeHtml(price)}</p>` : ''
      }<p><a href="${escapeHtml(`${studioUrl}/app/book`)}">${escapeHtml(t.book)}</a></p></li>`,
      data: {
        '@type': schemaTypeOf(row.category),
        '@id': studioUrl,
        name: row.name,
        url: studioUrl,
        telephone: row.phone,
        ...(row.logo_url ? { image: new URL(row.logo_url, publicUrl).href } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: row.address,
          addressLocality: city.name,
          addressCountry: 'DE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
        ...(openingRanges.length > 0 ? { openingHoursSpecification: openingHoursOf(openingRanges) } : {}),
        ...(price ? { priceRange: price } : {}),
      },
    };
  });
  const categoryLinks = cityPageCategories
    .filter((other) => other !== category)
    .map(
      (other) =>
        `<a href="${escapeHtml(cityPagePath(city, other))}">${escapeHtml(categoryNameOf(other, locale))}</a>`,
    );
  if (category)
    categoryLinks.unshift(`<a href="${escapeHtml(cityPagePath(city))}">${escapeHtml(t.allStudios)}</a>`);
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p><a href="${escapeHtml(findStudioPathOf(city, category))}" data-find-studio>${escapeHtml(t.findStudio)}</a></p>`,
    studios.length > 0
      ? `<ul class="cards">${entries.map((entry) => entry.html).join('')}</ul>`
      : `<p>${escapeHtml(t.none)}</p>`,
    `<h2>${escapeHtml(t.categories)}</h2><p>${categoryLinks.join(' · ')}</p>`,
  ].join('');
  return renderPublicHtmlPage({
    locale,
    title,
    description: t.description(city.name, studios.length),
    canonicalUrl,
    body,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      url: canonicalUrl,
      numberOfItems: entries.length,
      itemListElement: entries.map((entry, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: entry.data,
      })),
    },
    footerLinks: legalFooterLinks(locale),
  });
}
