// The customer build's server renderer (built by `vite build --mode customer --ssr`, into
// dist/customer-server; apps/api/src/http/server-render.ts calls it). The studio page and the
// booking page arrive as HTML with their content and styles, so a phone on mobile data shows them
// before the code has loaded; start-app.tsx then hydrates that HTML with the same components, texts and
// first answers instead of rendering it anew.
//
// The app keeps its state in module singletons (query client, i18n, style caches), as a browser
// page has one of each; renders therefore run one at a time here, each from a clean state.

import type { Locale } from '@studio/domain/locale';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { AppProviders } from './app/app-providers.tsx';
import { routes } from './app/router.tsx';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { changeLocale } from './i18n/i18n.ts';
import { directionOf } from './i18n/language.ts';
import { replacePageFirstAnswers } from './lib/first-answers.ts';
import { queryClient } from './lib/query-client.ts';
import { settleQueries } from './lib/settle-queries.ts';
import { createServerRouter, RouterProvider } from './routing/customer-router.tsx';
import { ltrCache } from './theme/app-theme-provider.tsx';
import { loadRtlCache } from './theme/rtl-cache.ts';
import { defaultSettings } from './theme/settings.ts';

export interface ServerRenderInput {
  /** Absolute URL of the page (the router matches its path). */
  url: string;
  locale: Locale;
  /** The page's first answers as sent in its HTML (apps/api/src/http/first-answers.ts). */
  firstAnswersJson: string;
}

export interface ServerRender {
  /** The route path of the page rendered (`/partner/:shopId`), its key in the build's page table. */
  page: string;
  /** The content of `<div id="root">`. */
  html: string;
  /** Emotion's `<style data-emotion>` elements, for `<head>` (start-app.tsx's caches take them over). */
  styles: string;
  /** The attributes of `<html>` the app sets (language, direction, theme), so it need not change them. */
  htmlAttributes: string;
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one customer page; null when the router answers with a redirect or an error. */
export function renderCustomerPage(input: ServerRenderInput): Promise<ServerRender | null> {
  const rendered = queue.then(() => renderAlone(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}

const styleElement = /<style data-emotion="[^"]*"[^>]*>[^<]*<\/style>/g;

async function renderAlone({
  url,
  locale,
  firstAnswersJson,
}: ServerRenderInput): Promise<ServerRender | null> {
  queryClient.clear();
  replacePageFirstAnswers(firstAnswersJson);
  const direction = directionOf(locale);
  const [, rtlCache] = await Promise.all([changeLocale(locale), direction === 'rtl' ? loadRtlCache() : null]);
  // Emotion writes a style into the page only the first time its cache sees it.
  for (const cache of [ltrCache, rtlCache]) if (cache) cache.inserted = {};

  // The customer build's router (routing/build-router.ts); the route loaders start the page's
  // queries, which the first answers fill.
  const router = await createServerRouter(routes, url);
  if (router.state.error) return null;
  await settleQueries(queryClient);

  const html = renderToString(
    (
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    ) as ReactElement as never,
  );
  // Also drops the queries' garbage-collection timers, which would keep a finished process alive.
  queryClient.clear();
  const styles = html.match(styleElement)?.join('') ?? '';
  const { mode, contrast } = defaultSettings;
  return {
    page: router.state.matches.at(-1)?.route.path ?? '',
    html: html.replace(styleElement, ''),
    styles,
    htmlAttributes: `lang="${locale}" dir="${direction}" data-theme-mode="${mode}" data-contrast="${contrast}"`,
  };
}
