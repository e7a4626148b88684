// The customer pages' first screen rendered on the server with the web app's own components
// (apps/web/src/entry-server.tsx, built into dist/customer-server): the studio page and the booking
// page show their content with the HTML instead of after ~170 KB of code has loaded and run on a
// phone. The browser then hydrates that HTML (apps/web/src/main.tsx).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyBaseLogger } from 'fastify';

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

function loadAfterFirstPaint(page: string, customerDir: string): string {
  return page
    .replace(modulePreload, '')
    .replace(
      entryScript,
      (_, src: string, nonce: string) =>
        `<script type="module" nonce="${nonce}">requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))</script>`,
    )
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
  return async (page, { url, acceptLanguage }, firstAnswersJson) => {
    // The browser's languages decide, as in the app (German otherwise); a language chosen earlier
    // lives in the browser's storage, and main.tsx renders afresh when it differs.
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
    return loadAfterFirstPaint(page, join(distDir, 'customer'))
      .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html ${rendered.htmlAttributes}>`)
      .replace('</head>', () => `${rendered.styles}</head>`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_, end: string) => `<div id="root" data-server-rendered="${locale}">${rendered.html}</div>${end}`,
      );
  };
}
