// The customer pages' first screen rendered on the server with the web app's own components
// (apps/web/src/entry-server.tsx, built into dist/customer-server): the studio page and the booking
// page show their content with the HTML instead of after ~170 KB of code has loaded and run on a
// phone. The browser then hydrates that HTML (apps/web/src/start-app.tsx).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyBaseLogger } from 'fastify';
import { type BuildManifest, staticJsFiles } from './build-manifest.ts';

interface ServerRender {
  html: string;
  styles: string;
  htmlAttributes: string;
}

interface CustomerRenderer {
  renderCustomerPage(input: {
    url: string;
    locale: Locale;
    firstAnswersJson: string;
  }): Promise<ServerRender | null>;
}

const entryScript = /<script type="module" crossorigin src="([^"]+)" nonce="([^"]*)"><\/script>/;
const modulePreload = /<link rel="modulepreload"[^>]*>\s*/g;
const stylesheet = /<link rel="stylesheet" crossorigin href="\/customer\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * What the rendered page loads: its code only after the first paint (an inline module with the
 * page's nonce imports the entry), so the code's download does not hold up the HTML's paint on a
 * slow connection; its stylesheet (the fonts' @font-face rules, ~1.5 KB) inline, a round trip less
 * before anything shows.
 */
const stylesheets = new Map<string, string | null>();

function stylesheetText(path: string): string | null {
  if (!stylesheets.has(path)) stylesheets.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null);
  return stylesheets.get(path) ?? null;
}

// The route modules of each page the server renders (apps/web/src/app/router.tsx): its own, and on
// the studio page the booking page's too (its one action; fetched last).
const pageRouteModules: { page: RegExp; modules: string[] }[] = [
  {
    page: /^\/partner\/[^/]+\/?$/,
    modules: [
      'src/features/partner/routes/partner-shop-route.tsx',
      'src/features/booking-flow/routes/book-treatments-route.tsx',
    ],
  },
  {
    page: /^\/partner\/[^/]+\/app\/book\/?$/,
    modules: ['src/features/booking-flow/routes/book-treatments-route.tsx'],
  },
];

/**
 * The files the page's code imports in steps after the entry (apps/web/src/main.tsx: the libraries,
 * then the app, which then loads the page's route and texts). The browser would learn of each step's
 * files only once the step before has run, a round trip each on mobile data; the page asks for all
 * of them at once instead. Empty when the modules moved (the page still loads, step by step).
 */
function earlyFetchesOf(manifest: BuildManifest, routes: readonly string[], locale: Locale): string[] {
  const steps = ['src/render-libraries.ts', 'src/start-app.tsx', `src/i18n/translations/${locale}.ts`];
  try {
    const entryFiles = new Set(staticJsFiles(manifest, ['index.html']));
    return staticJsFiles(manifest, [...steps, ...routes])
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/customer/${file}`);
  } catch {
    return [];
  }
}

/** The early fetches of a page path and language, worked out once per build (the manifest is fixed). */
function earlyFetchesFor(manifest: BuildManifest | null): (pathname: string, locale: Locale) => string[] {
  const lists = new Map<string, string[]>();
  return (pathname, locale) => {
    if (!manifest) return [];
    const page = pageRouteModules.findIndex(({ page }) => page.test(pathname));
    const key = `${page} ${locale}`;
    let list = lists.get(key);
    if (!list) {
      list = earlyFetchesOf(manifest, pageRouteModules[page]?.modules ?? [], locale);
      lists.set(key, list);
    }
    return list;
  };
}

/**
 * The inline loader: after the first paint it imports the entry and fetches the later steps' files
 * into the HTTP cache (hashed files, kept for a year), ten per task; the steps then find them there.
 * Plain fetches: <link rel=modulepreload> for them cost the main thread ~3 ms each on this machine.
 */
function loaderScript(src: string, nonce: string, earlyFetches: string[]): string {
  const fetchEarly =
    earlyFetches.length === 0
      ? ''
      : `const f=${JSON.stringify(earlyFetches)};let i=0;const step=()=>{for(const h of f.slice(i,i+=10))fetch(h).catch(()=>{});if(i<f.length)setTimeout(step)};step();`;
  return `<script type="module" nonce="${nonce}">requestAnimationFrame(()=>setTimeout(()=>{import(${JSON.stringify(src)});${fetchEarly}}))</script>`;
}

function loadAfterFirstPaint(page: string, customerDir: string, earlyFetches: string[]): string {
  return page
    .replace(modulePreload, '')
    .replace(entryScript, (_, src: string, nonce: string) => loaderScript(src, nonce, earlyFetches))
    .replace(stylesheet, (link: string, file: string) => {
      const text = stylesheetText(join(customerDir, file));
      return text === null ? link : `<style>${text}</style>`;
    });
}

export type RenderPage = (
  page: string,
  request: { url: string; acceptLanguage: string | undefined },
  firstAnswersJson: string,
) => Promise<string>;

/** Loads the renderer when the customer build has one; else pages go out as built (client render). */
export async function loadServerRender(distDir: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = join(distDir, 'customer-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as CustomerRenderer;
  const manifestFile = join(distDir, 'customer', '.vite', 'manifest.json');
  const earlyFetches = earlyFetchesFor(
    existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : null,
  );
  return async (page, { url, acceptLanguage }, firstAnswersJson) => {
    // The browser's languages decide, as in the app (German otherwise); a language chosen earlier
    // lives in the browser's storage, and start-app.tsx renders afresh when it differs.
    const locale = localeFromAcceptLanguage(acceptLanguage);
    let rendered: ServerRender | null;
    try {
      rendered = await renderer.renderCustomerPage({ url, locale, firstAnswersJson });
    } catch (error) {
      // The page still works rendered in the browser.
      log.error({ err: error, url }, 'server render failed');
      return page;
    }
    if (!rendered) return page;
    const { pathname } = new URL(url);
    return loadAfterFirstPaint(page, join(distDir, 'customer'), earlyFetches(pathname, locale))
      .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html ${rendered.htmlAttributes}>`)
      .replace('</head>', () => `${rendered.styles}</head>`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_, end: string) => `<div id="root" data-server-rendered="${locale}">${rendered.html}</div>${end}`,
      );
  };
}
