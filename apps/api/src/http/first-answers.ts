// The public API answers a customer page asks for first, sent inside the page's HTML: a phone on
// mobile data then renders the studio page, the booking page and the find page's results without
// another round trip. They come from the API's own routes (injected requests without identity), so
// they are exactly what an anonymous visitor's request would get; the web app takes each once
// (lib/first-answers.ts).

import { findPageServerZone, firstStudioSearchOf } from '@studio/domain/find-query';
import type { FastifyInstance } from 'fastify';

/** An id as the routes take it; anything else gets no first answers. */
const shopIdPattern = '([A-Za-z0-9-]{1,64})';

interface CustomerPage {
  page: RegExp;
  /** The API paths (with their query) the page asks first, from the page's path match and query. */
  apiPaths: (match: RegExpExecArray, query: URLSearchParams, now: number) => string[];
  /** A studio's page: without its studio (missing, not public) there is nothing to send. */
  needsFirst: boolean;
}

const customerPages: CustomerPage[] = [
  {
    page: new RegExp(`^/partner/${shopIdPattern}/?$`),
    apiPaths: ([, shopId]) => [
      `/shops/${shopId}`,
      `/shops/${shopId}/services`,
      `/shops/${shopId}/opening-hours`,
      `/shops/${shopId}/page-sections`,
    ],
    needsFirst: true,
  },
  {
    page: new RegExp(`^/partner/${shopIdPattern}/app/book/?$`),
    apiPaths: ([, shopId]) => [`/shops/${shopId}`, `/shops/${shopId}/services`],
    needsFirst: true,
  },
  {
    // The find page's results, asked as its route does (@studio/domain/find-query); without a
    // place it still renders, with its form only.
    page: /^\/find\/?$/,
    apiPaths: (_match, query, now) => {
      const search = firstStudioSearchOf(query, findPageServerZone, now);
      return search ? [`/studios?${search}`] : [];
    },
    needsFirst: false,
  },
];

/**
 * The answers (JSON by API path without `/api`) for a customer page, or null for other pages and
 * when the studio is not public. Only successful answers are included.
 */
export async function firstAnswersFor(
  app: FastifyInstance,
  pageUrl: string,
  headers: { apiKey: string; acceptLanguage: string | undefined },
): Promise<Record<string, unknown> | null> {
  const url = new URL(pageUrl, 'http://localhost');
  for (const { page, apiPaths, needsFirst } of customerPages) {
    const match = page.exec(url.pathname);
    if (!match) continue;
    // The renderer's clock: the page's route asks for the same day (searcher-zone.ts).
    const paths = apiPaths(match, url.searchParams, Date.now());
    const answers = await Promise.all(
      paths.map((path) =>
        app.inject({
          method: 'GET',
          url: `/api${path}`,
          headers: {
            'x-api-key': headers.apiKey,
            ...(headers.acceptLanguage ? { 'accept-language': headers.acceptLanguage } : {}),
          },
        }),
      ),
    );
    if (needsFirst && answers[0]?.statusCode !== 200) return null;
    const found: Record<string, unknown> = {};
    answers.forEach((answer, index) => {
      const path = paths[index];
      if (path && answer.statusCode === 200) found[path] = answer.json();
    });
    return found;
  }
  return null;
}

/** JSON safe inside a <script> element: no `</script>` or comment opener can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
