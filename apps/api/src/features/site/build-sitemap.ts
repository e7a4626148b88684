import { studioAddressPath } from '@studio/domain/studio-slug';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cityPagePath, listCityPagesWithStudios } from '../studio-search/studio-search.public.ts';
import { listPublicShopPages } from './site.repo.ts';

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function urlEntry(location: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

/**
 * sitemap.xml: the home page, the city pages that list a studio (each city, and each of its
 * categories), and the studio and booking pages of every active studio.
 */
export async function buildSitemap(db: Kysely<Database>, publicUrl: string): Promise<string> {
  const [shops, cityPages] = await Promise.all([listPublicShopPages(db), listCityPagesWithStudios(db)]);
  const entries = [urlEntry(`${publicUrl}/`)];
  for (const { city, category } of cityPages)
    entries.push(urlEntry(`${publicUrl}${cityPagePath(city, category)}`));
  for (const shop of shops) {
    // The studio page under its canonical, readable address; the booking page under the id.
    const studioPage = `${publicUrl}/partner/${encodeURIComponent(shop.id)}`;
    const readable = shop.slug ? `${publicUrl}${studioAddressPath(shop.slug)}` : studioPage;
    entries.push(urlEntry(readable, shop.updated_at), urlEntry(`${studioPage}/app/book`, shop.updated_at));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
