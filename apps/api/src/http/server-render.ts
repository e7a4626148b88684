// The customer pages' first screen rendered on the server with the web app's own components
// (apps/web/src/entry-server.tsx, built into dist/customer-server): the studio page and the booking
// page show their content with the HTML instead of after ~170 KB of code has loaded and run on a
// phone. The browser then hydrates that HTML (apps/web/src/main.tsx).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyBaseLogger } from 'fastify';

interface ServerRender {
  html: string;
  styles: string;
  direction: 'ltr' | 'rtl';
}

interface CustomerRenderer {
  renderCustomerPage(input: { url: string; locale: Locale; firstAnswersJson: string }): Promise<ServerRender | null>;
}

export type RenderPage = (page: string, request: { url: string; acceptLanguage: string | undefined }, firstAnswersJson: string) => Promise<string>;

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
    return page
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${rendered.direction}">`)
      .replace('</head>', () => `${rendered.styles}</head>`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_, end: string) => `<div id="root" data-server-rendered="${locale}">${rendered.html}</div>${end}`,
      );
  };
}
