import jsonld from 'jsonld';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingStudio } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

beforeEach(() => testClock.set('2027-03-01T08:00:00+01:00'));

/** schema.org's context, as far as this page uses it: every term is a schema.org term. */
const schemaOrgContext = { '@context': { '@vocab': 'https://schema.org/' } };
const documentLoader = async (url: string) => {
  if (!url.startsWith('https://schema.org')) throw new Error(`no network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: schemaOrgContext };
};

async function liveStudioIn(
  name: string,
  coordinates: { latitude: number; longitude: number },
  options: { category?: 'nails' | 'hair'; plus?: boolean; status?: 'active' | 'pending' } = {},
) {
  const studio = await bookingStudio({
    members: 1,
    services: [
      { name: 'Shellac Maniküre', durationMinutes: 45, priceCents: 3500 },
      { name: 'Maniküre klassisch', durationMinutes: 30, priceCents: 2500 },
    ],
    ...(options.status ? { status: options.status } : {}),
  });
  const { db } = await getTestPlatform();
  await db
    .updateTable('shops')
    .set({ name, ...coordinates, category: options.category ?? 'nails' })
    .where('id', '=', studio.shop.id)
    .execute();
  if (options.plus) {
    await db
      .insertInto('shop_subscriptions')
      .values({ shop_id: studio.shop.id, plan: 'plus', status: 'active' })
      .execute();
  }
  return studio;
}

/** The text of every <script> of the type, in document order. */
function scriptsOf(html: string, type: string): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (
        child.tagName === 'script' &&
        child.attrs.some((attr) => attr.name === 'type' && attr.value === type)
      ) {
        const text = child.childNodes[0];
        if (text && 'value' in text) found.push(text.value);
      }
      walk(child);
    }
  };
  walk(parse(html));
  return found;
}

describe('city pages', () => {
  it('should list the city’s live studios with valid schema.org structured data, without scripts', async () => {
    const plus = await liveStudioIn('Lumière Plus', { latitude: 52.525, longitude: 13.41 }, { plus: true });
    const basic = await liveStudioIn('Nagelbar', { latitude: 52.521, longitude: 13.405 });
    const pending = await liveStudioIn(
      'Not yet',
      { latitude: 52.52, longitude: 13.4 },
      { status: 'pending' },
    );
    const hamburg = await liveStudioIn('Hamburg Nails', { latitude: 53.55, longitude: 9.99 });

    const page = await call('GET', '/studios/berlin', { apiKey: null, language: 'en' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/studios/berlin">');
    expect(page.body).toContain('<meta property="og:title" content="Beauty studios in Berlin">');
    expect(page.body).not.toContain(pending.shop.id);
    expect(page.body).not.toContain(hamburg.shop.id);
    // Only data, no code: the page works without JavaScript.
    expect(scriptsOf(page.body, 'module')).toEqual([]);

    const [structured] = scriptsOf(page.body, 'application/ld+json');
    const expanded = await jsonld.expand(JSON.parse(structured ?? '{}'), { documentLoader });
    const flattened = (await jsonld.flatten(expanded, {}, { documentLoader })) as {
      '@graph': Record<string, unknown>[];
    };
    const salons = flattened['@graph'].filter((node) =>
      (node['@type'] as string[] | undefined)?.includes('https://schema.org/NailSalon'),
    );
    expect(salons.map((salon) => salon['@id']).sort()).toEqual(
      [
        `http://localhost:3000/partner/${plus.shop.id}`,
        `http://localhost:3000/partner/${basic.shop.id}`,
      ].sort(),
    );
    const first = JSON.parse(structured ?? '{}').itemListElement[0].item;
    expect(first).toMatchObject({
      '@type': 'NailSalon',
      name: 'Lumière Plus',
      geo: { '@type': 'GeoCoordinates', latitude: 52.525, longitude: 13.41 },
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      priceRange: '€25 – €35',
    });
    expect(first.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '17:00',
    });
  });

  it('should keep a category page to its category and answer unknown cities as not found', async () => {
    await liveStudioIn('Nails', { latitude: 52.52, longitude: 13.4 });
    await liveStudioIn('Hair', { latitude: 52.52, longitude: 13.41 }, { category: 'hair' });

    const nails = await call('GET', '/studios/berlin/nails?lang=ar', { apiKey: null });

    expect(nails.body).toContain('<html lang="ar" dir="rtl">');
    expect(nails.body).toContain('>Nails</a>');
    expect(nails.body).not.toContain('>Hair</a>');
    expect(
      (await call('GET', '/studios/atlantis', { apiKey: null, headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
  });

  it('should list the city pages that have studios in the sitemap', async () => {
    await liveStudioIn('Nails', { latitude: 52.52, longitude: 13.4 });

    const sitemap = await call('GET', '/sitemap.xml', { apiKey: null });

    expect(sitemap.body).toContain('/studios/berlin</loc>');
    expect(sitemap.body).toContain('/studios/berlin/nails</loc>');
    expect(sitemap.body).not.toContain('/studios/berlin/hair</loc>');
    expect(sitemap.body).not.toContain('/studios/hamburg');
  });
});
