// Serves the built React app: hashed assets from disk (pre-compressed at build, chosen by
// Accept-Encoding), index.html for every client route. The customer pages under /partner/{shopId}
// and the find page get the customer build's index.html (dist/customer, on Preact's React layer, apps/web/vite.config.ts).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { servesCustomerBuild } from '@studio/domain/customer-build-paths';
import { ErrorCode } from '@studio/domain/error-codes';
import { localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, compressAnswer, varyOnEncoding } from './answer-encoding.ts';
import { sendError } from './error-envelope.ts';
import { isFindPagePath, withFindPageMeta } from './find-page-meta.ts';
import { firstAnswersFor, scriptJson } from './first-answers.ts';
import { scriptNonceOf, withNonce } from './script-nonce.ts';
import { loadServerRender } from './server-render.ts';
import { type StudioPageFacts, withStudioPageMeta } from './studio-page-meta.ts';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** A studio's readable address, /s/{slug}. */
const studioAddressPage = /^\/s\/([A-Za-z0-9-]{1,100})\/?$/;

/** The studio page itself (not its app's pages), whose canonical address is the readable one. */
const studioFrontPage = /^\/partner\/[^/]+\/?$/;

/** The studio a customer page's first answers describe (its `/shops/{id}` answer), if any. */
function studioOfAnswers(
  answers: Record<string, unknown>,
): (StudioPageFacts & { slug: string | null }) | null {
  const entry = Object.entries(answers).find(([path]) => /^\/shops\/[^/]+$/.test(path));
  const shop = entry?.[1] as Partial<StudioPageFacts & { slug: string | null }> | undefined;
  if (!shop || typeof shop.name !== 'string') return null;
  return {
    slug: typeof shop.slug === 'string' ? shop.slug : null,
    name: shop.name,
    description: typeof shop.description === 'string' ? shop.description : '',
    address: typeof shop.address === 'string' ? shop.address : '',
    logoUrl: typeof shop.logoUrl === 'string' ? shop.logoUrl : null,
    backgroundUrl: typeof shop.backgroundUrl === 'string' ? shop.backgroundUrl : null,
  };
}

/** What the server tells the web app in its page's meta tags. */
export interface WebAppSettings {
  /** The browser app is a public client: it identifies itself with the first configured key. */
  apiKey: string;
  /** The browser's error reports name SENTRY_DSN, the only project the tunnel forwards to. */
  sentryDsn: string | undefined;
  /** The payment provider (PAYMENTS_PROVIDER): with `test` the checkout steps and admin headers say that no money is taken. */
  paymentsProvider: string;
  /** The place search (GEOCODER): with `fake` the registration says that the places are made up. */
  geocoder: string;
  /** Where the platform is reached (PUBLIC_URL): the studio page's canonical and preview addresses. */
  publicUrl: string;
}

/** Registers the web app if it was built; answers unknown routes (JSON 9404 under /api, else index.html). */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  settings: WebAppSettings,
): Promise<void> {
  const { apiKey, sentryDsn, paymentsProvider, geocoder, publicUrl } = settings;
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const pageOf = (file: string) =>
    readFileSync(file, 'utf8').replace(
      '</head>',
      `<meta name="api-key" content="${escapeAttribute(apiKey)}">${
        sentryDsn ? `<meta name="sentry-dsn" content="${escapeAttribute(sentryDsn)}">` : ''
      }<meta name="payments-provider" content="${escapeAttribute(paymentsProvider)}"><meta name="geocoder" content="${escapeAttribute(geocoder)}"></head>`,
    );
  const indexHtml = built ? pageOf(indexFile) : undefined;
  const customerIndexFile = join(distDir, 'customer', 'index.html');
  const customerBuilt = built && existsSync(customerIndexFile);
  // Without a customer build (an older build), the main build serves the customer pages too.
  const customerIndexHtml = customerBuilt ? pageOf(customerIndexFile) : indexHtml;
  const renderPage =
    customerBuilt && customerIndexHtml ? await loadServerRender(distDir, customerIndexHtml, app.log) : null;

  if (built) {
    const hashedAssetFolders = ['assets', 'customer/assets'];
    const hashedAssets = hashedAssetFolders.map((folder) => join(distDir, folder));
    const fileOptions: Pick<FastifyStaticOptions, 'index' | 'preCompressed' | 'cacheControl' | 'setHeaders'> =
      {
        index: false,
        preCompressed: true,
        // Our own Cache-Control below; send's default would add a conflicting max-age=0.
        cacheControl: false,
        setHeaders(res, path) {
          // A hashed name changes with its content, so it may be kept forever; the rest (favicon)
          // is revalidated.
          res.header(
            'cache-control',
            hashedAssets.some((dir) => path.startsWith(dir))
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      };
    // The few files at the top get a route each (wildcard: false). The start pays per route, so
    // none for the pre-compressed copies (the plain file's route sends them) nor the server renderer
    // (read from disk), and the hashed bundles, a thousand files, are one route per folder.
    await app.register(fastifyStatic, {
      ...fileOptions,
      root: distDir,
      wildcard: false,
      globIgnore: [
        '**/*.br',
        '**/*.gz',
        'customer-server/**',
        ...hashedAssetFolders.map((folder) => `${folder}/**`),
      ],
      // index.html itself only through the handler below, which fills in the nonce and the key.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/customer/index.html',
    });
    for (const [index, folder] of hashedAssetFolders.entries()) {
      const root = hashedAssets[index];
      if (!root || !existsSync(root)) continue;
      // A file that is not there goes on to the not-found handler, as without a route.
      await app.register(fastifyStatic, {
        ...fileOptions,
        root,
        prefix: `/${folder}/`,
        wildcard: true,
        decorateReply: false,
      });
    }
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml) {
      return sendError(reply, request, ErrorCode.notFound);
    }
    const search = request.url.slice(path.length);
    // The readable address shows the studio page of the studio it leads to; a former one redirects.
    let pagePath = path;
    const slug = studioAddressPage.exec(path)?.[1];
    if (slug) {
      const found = await app.inject({
        method: 'GET',
        url: `/api/studio-addresses/${slug}`,
        headers: { 'x-api-key': apiKey },
      });
      if (found.statusCode === 200) {
        const address = found.json() as { shopId: string; slug: string };
        if (address.slug !== slug) return reply.redirect(`/s/${address.slug}${search}`, 301);
        pagePath = `/partner/${address.shopId}`;
      }
    }
    const html = servesCustomerBuild(pagePath) ? (customerIndexHtml ?? indexHtml) : indexHtml;
    const nonce = scriptNonceOf(reply.raw) ?? '';
    let page = withNonce(html, nonce);
    const answers = await firstAnswersFor(app, `${pagePath}${search}`, {
      apiKey,
      acceptLanguage: request.headers['accept-language'],
    });
    if (answers) {
      const json = scriptJson(answers);
      // The studio page and the booking page come rendered with these answers (server-render.ts).
      const rendered = await renderPage?.(
        {
          url: `http://localhost${pagePath}${search}`,
          acceptLanguage: request.headers['accept-language'],
          nonce,
        },
        json,
      );
      if (rendered) page = rendered;
      const shop = studioOfAnswers(answers);
      if (shop) {
        page = withStudioPageMeta(page, shop, {
          publicUrl,
          // Search engines and shared links get the studio page's readable address.
          path: shop.slug && studioFrontPage.test(pagePath) ? `/s/${shop.slug}` : path,
          locale: localeFromAcceptLanguage(request.headers['accept-language']),
        });
      }
      if (isFindPagePath(path)) {
        page = withFindPageMeta(page, {
          publicUrl,
          query: new URL(request.url, 'http://localhost').searchParams,
          locale: localeFromAcceptLanguage(request.headers['accept-language']),
        });
      }
      // Data, not code (type application/json): the Content-Security-Policy does not run it. The
      // browser hydrates the rendered page with the same answers.
      page = page.replace(
        '</head>',
        () => `<script type="application/json" id="first-answers">${json}</script></head>`,
      );
    }
    if (pagePath !== path) {
      // The customer app routes the readable address as the page it shows (customer-router.tsx).
      page = page.replace(
        '</head>',
        () => `<meta name="studio-page-path" content="${escapeAttribute(pagePath)}"></head>`,
      );
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    varyOnEncoding(reply);
    // The not-found handler misses the compression hook that routes get (app.ts); a rendered page
    // weighs ~80 KB, ~12 KB compressed.
    const encoding = acceptedEncoding(request.headers);
    if (encoding !== 'identity')
      return reply.header('content-encoding', encoding).send(compressAnswer(page, encoding));
    return reply.send(page);
  });
}
