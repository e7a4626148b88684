// The public API answers a customer page asks for first, sent inside the page's HTML: a phone on
// mobile data then renders the studio page and the booking page without another round trip. They
// come from the API's own routes (injected requests without identity), so they are exactly what an
// anonymous visitor's request would get; the web app takes each once (lib/first-answers.ts).

import type { FastifyInstance } from 'fastify';

/** An id as the routes take it; anything else gets no first answers. */
const shopIdPattern = '([A-Za-z0-9-]{1,64})';

const customerPages: { page: RegExp; apiPaths: (shopId: string) => string[] }[] = [
  {
    page: new RegExp(`^/partner/${shopIdPattern}/?$`),
    apiPaths: (shopId) => [
      `/shops/${shopId}`,
      `/shops/${shopId}/services`,
      `/shops/${shopId}/opening-hours`,
      `/shops/${shopId}/page-sections`,
    ],
  },
  {
    page: new RegExp(`^/partner/${shopIdPattern}/app/book/?$`),
    apiPaths: (shopId) => [`/shops/${shopId}`, `/shops/${shopId}/services`],
  },
];

/**
 * The answers (JSON by API path without `/api`) for a customer page, or null for other pages and
 * when the studio is not public. Only successful answers are included.
 */
export async function firstAnswersFor(
  app: FastifyInstance,
  pagePath: string,
  headers: { apiKey: string; acceptLanguage: string | undefined },
): Promise<Record<string, unknown> | null> {
  for (const { page, apiPaths } of customerPages) {
    const shopId = page.exec(pagePath)?.[1];
    if (!shopId) continue;
    const paths = apiPaths(shopId);
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
    // The first path is the studio itself: not public (missing, pending), nothing to send.
    if (answers[0]?.statusCode !== 200) return null;
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
