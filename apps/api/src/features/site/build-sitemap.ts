import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
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

/** sitemap.xml: the home page, and the studio and booking pages of every active studio. */
export async function buildSitemap(db: Kysely<Database>, publicUrl: string): Promise<string> {
  const shops = await listPublicShopPages(db);
  const entries = [urlEntry(`${publicUrl}/`)];
  for (const shop of shops) {
    const studioPage = `${publicUrl}/partner/${encodeURIComponent(shop.id)}`;
    entries.push(urlEntry(studioPage, shop.updated_at), urlEntry(`${studioPage}/app/book`, shop.updated_at));
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
