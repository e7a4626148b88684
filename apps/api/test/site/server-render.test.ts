// The studio page and the booking page arrive rendered by the web app's own components in the
// browser's language (server-render.ts, with the real customer build: built here when stale).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderedPages, startSteps } from '../../../../apps/web/src/server-rendered-pages.ts';
import { type BuildManifest, manifestKeyOf } from '../../../../scripts/build-manifest.ts';
import { buildWebIfStale } from '../../../../scripts/web-build.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { ShopRow } from '../../src/db/schema.ts';
import { createShop } from '../support/fixtures.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const distDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

describe('server-rendered customer pages', () => {
  let app: FastifyInstance;
  let publicUrl: string;

  beforeAll(async () => {
    // The build script works from the repository's root.
    const cwd = process.cwd();
    process.chdir(fileURLToPath(new URL('../../../..', import.meta.url)));
    try {
      buildWebIfStale();
    } finally {
      process.chdir(cwd);
    }
    const { db, tokens, mailer } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: 'web-key', WEB_DIST_DIR: distDir });
    publicUrl = config.publicUrl.replace(/\/+$/, '');
    app = await buildApp({ db, tokens, mailer, config }, { logger: false });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
  });

  /** A public studio with two treatments (every test starts from an empty database). */
  async function createStudio(): Promise<ShopRow> {
    const { db } = await getTestPlatform();
    const shop = await createShop({ name: 'Studio Rendered <Ltd>' });
    for (const [position, name] of ['Shellac Maniküre', 'Spa-Pediküre'].entries()) {
      await db
        .insertInto('treatments')
        .values({
          id: randomUUID(),
          shop_id: shop.id,
          name,
          category: 'Nägel',
          price_cents: 3500,
          duration_minutes: 45,
          active: true,
          position,
        })
        .execute();
    }
    return shop;
  }

  /** The page's HTML as a browser with these languages gets it, and the content of its #root. */
  async function page(url: string, acceptLanguage: string) {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': acceptLanguage, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    const root = html.slice(html.indexOf('<div id="root"'));
    return { html, root };
  }

  it('should render the studio page with the studio, its price list and the texts in the browser’s language', async () => {
    const shop = await createStudio();
    const german = await page(`/partner/${shop.id}`, 'de-DE,de;q=0.9,en;q=0.8');
    expect(german.html).toContain('<html lang="de" dir="ltr"');
    expect(german.root).toContain('data-server-rendered="de"');
    // Escaped as text, never markup.
    expect(german.root).toMatch(/Studio Rendered &lt;Ltd(>|&gt;)/);
    expect(german.root).toContain('Shellac Maniküre');
    expect(german.root).toContain('Spa-Pediküre');
    expect(german.root).toContain('Preisliste');
    expect(german.root).toContain('Termin buchen');
    // Its styles come along, in <head>, for the browser's style cache to take over.
    expect(german.html.slice(0, german.html.indexOf('</head>'))).toMatch(/<style data-emotion="mui /);

    const english = await page(`/partner/${shop.id}`, 'en-US,en;q=0.9');
    expect(english.root).toContain('data-server-rendered="en"');
    expect(english.root).toContain('Price list');
    expect(english.root).toContain('Book an appointment');
    expect(english.root).toContain('Shellac Maniküre');
  });

  it('should preview a shared studio link as that studio: its name, words, picture and the page’s language', async () => {
    const { db } = await getTestPlatform();
    const shop = await createStudio();
    await db
      .updateTable('shops')
      .set({
        description: 'Gel & Acryl "mit Liebe" in Berlin-Mitte.',
        background_url: '/uploads/studio-bg.webp',
      })
      .where('id', '=', shop.id)
      .execute();
    const { html } = await page(`/partner/${shop.id}`, 'en-GB,en;q=0.9');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Studio Rendered &lt;Ltd&gt;</title>');
    expect(head).not.toContain('Online booking, calendar');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(
      '<meta name="description" content="Gel &amp; Acryl &quot;mit Liebe&quot; in Berlin-Mitte.">',
    );
    expect(head).toContain('<meta property="og:title" content="Studio Rendered &lt;Ltd&gt;">');
    expect(head).toContain(`<meta property="og:image" content="${publicUrl}/uploads/studio-bg.webp">`);
    expect(head).toContain('<meta property="og:locale" content="en_GB">');
    // The studio page's one address for search engines and shares is its readable one.
    expect(head).toContain(`<link rel="canonical" href="${publicUrl}/s/studio-rendered-ltd">`);
    expect(head).toContain(`<meta property="og:url" content="${publicUrl}/s/studio-rendered-ltd">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const german = await page(`/partner/${shop.id}/app/book`, 'de-DE');
    expect(german.html).toContain('<meta property="og:locale" content="de_DE">');
    expect(german.html).toContain(`<link rel="canonical" href="${publicUrl}/partner/${shop.id}/app/book">`);
  });

  it('should serve the studio page at its readable address, and send a former address on to the current one', async () => {
    const shop = await createStudio();
    expect(shop.slug).toBe('studio-rendered-ltd');
    const { html, root } = await page('/s/studio-rendered-ltd', 'de-DE');
    expect(root).toContain('data-server-rendered="de"');
    expect(root).toContain('Shellac Maniküre');
    expect(html).toContain(`<meta name="studio-page-path" content="/partner/${shop.id}">`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/s/studio-rendered-ltd">`);

    const { db } = await getTestPlatform();
    await db.insertInto('studio_former_slugs').values({ slug: 'old-name', shop_id: shop.id }).execute();
    const moved = await app.inject({ method: 'GET', url: '/s/old-name?from=card' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/s/studio-rendered-ltd?from=card');

    const unknown = await app.inject({ method: 'GET', url: '/s/no-such-studio' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('data-server-rendered');
  });

  it('should render the booking page right to left in Arabic, German for languages the app lacks', async () => {
    const shop = await createStudio();
    const arabic = await page(`/partner/${shop.id}/app/book`, 'ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.root).toContain('Shellac Maniküre');
    expect(arabic.html).toMatch(/<style data-emotion="muirtl /);

    const french = await page(`/partner/${shop.id}/app/book`, 'fr-FR,fr;q=0.9');
    expect(french.root).toContain('data-server-rendered="de"');
    expect(french.root).toContain('Spa-Pediküre');
  });

  it('should load the code after the first paint with the page’s nonce, and the same first answers', async () => {
    const shop = await createStudio();
    const response = await app.inject({ method: 'GET', url: `/partner/${shop.id}` });
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script type="module" nonce="${nonce}">requestAnimationFrame(`);
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).toContain('<script type="application/json" id="first-answers">');
  });

  it('should put the nonce into the page’s own tags only, never into a studio’s texts', async () => {
    const shop = await createShop({ name: '__CSP_NONCE__ Nails' });
    const response = await app.inject({ method: 'GET', url: `/partner/${shop.id}` });
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain('data-server-rendered="de"');
    expect(response.body).toContain(`<script type="module" nonce="${nonce}">`);
    const root = response.body.slice(response.body.indexOf('<div id="root"'));
    expect(root).toContain('__CSP_NONCE__ Nails');
    expect(root).not.toContain(`${nonce} Nails`);
  });

  it('should ask for the later steps’ files at once: the libraries, the app, the texts and the page’s route', async () => {
    const shop = await createStudio();
    const manifest = JSON.parse(
      readFileSync(join(distDir, 'customer', '.vite', 'manifest.json'), 'utf8'),
    ) as BuildManifest;
    const fileOf = (module: string) => `/customer/${manifest[manifestKeyOf(manifest, module)]?.file}`;
    // The web app's modules of each page (the build's page table is made from the same list).
    const routeOf = (path: string) => serverRenderedPages.find((page) => page.path === path)?.route ?? '';
    const studioRouteModule = routeOf('/partner/:shopId');
    const bookingRouteModule = routeOf('/partner/:shopId/app/book');
    for (const [url, route, language] of [
      [`/partner/${shop.id}`, studioRouteModule, 'de'],
      [`/partner/${shop.id}/app/book`, bookingRouteModule, 'en'],
    ] as const) {
      const { html } = await page(url, language);
      const loader =
        /<script type="module" nonce="[^"]+">requestAnimationFrame\(.*?<\/script>/.exec(html)?.[0] ?? '';
      const fetches = JSON.parse(/const f=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]') as string[];
      for (const module of [...startSteps(language), route])
        expect(fetches, `${url}: ${module}`).toContain(fileOf(module));
      // The entry's files come with the entry.
      expect(fetches).not.toContain(fileOf('index.html'));
      expect(new Set(fetches).size).toBe(fetches.length);
    }
    // The studio page's one action is booking: that page's files come too, after its own.
    const studio = await page(`/partner/${shop.id}`, 'de');
    const booking = await page(`/partner/${shop.id}/app/book`, 'de');
    const fetchesOf = (html: string) =>
      JSON.parse(/const f=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
    const bookingRoute = fileOf(bookingRouteModule);
    const studioRoute = fileOf(studioRouteModule);
    expect(fetchesOf(studio.html).indexOf(bookingRoute)).toBeGreaterThan(
      fetchesOf(studio.html).indexOf(studioRoute),
    );
    expect(fetchesOf(booking.html)).not.toContain(studioRoute);
  });

  it('should render the find page with the results for the search in its URL, as links to follow', async () => {
    const shop = await createStudio();
    const { db } = await getTestPlatform();
    await db
      .updateTable('shops')
      .set({ latitude: 52.53, longitude: 13.41 })
      .where('id', '=', shop.id)
      .execute();

    const found = await page('/find?city=berlin&q=Shellac', 'en-US,en;q=0.9');

    expect(found.root).toContain('data-server-rendered="en"');
    expect(found.root).toContain('data-testid="find-result"');
    expect(found.root).toContain(`href="/partner/${shop.id}"`);
    expect(found.root).toContain('Shellac Maniküre');
    expect(found.html).toContain('<title>Find studios in Berlin</title>');
    expect(found.html).toContain(`<link rel="canonical" href="${publicUrl}/find?city=berlin&amp;q=Shellac">`);
    expect(found.html).toContain('<meta name="description" content="Nail, lash and beauty studios in Berlin');
    // The browser takes over with the same answer instead of asking again.
    expect(found.html).toMatch(
      /id="first-answers">\{"\/studios\?lat=52\.52&lng=13\.405&radiusKm=22&q=Shellac&date=/,
    );

    // Elsewhere nothing is found; without a place the page asks for one.
    const none = await page('/find?city=hamburg', 'de-DE');
    expect(none.root).toContain('data-testid="find-none"');
    expect(none.html).toContain('<title>Studios in Hamburg finden</title>');
    const empty = await page('/find', 'ar');
    expect(empty.html).toContain('<html lang="ar" dir="rtl"');
    expect(empty.root).toContain('data-testid="find-need-place"');
  });

  it('should send other pages and unknown studios as built, unrendered', async () => {
    const shop = await createStudio();
    for (const url of ['/partner/no-such-shop', '/login', `/partner/${shop.id}/app/book/date`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('data-server-rendered');
    }
  });
});
