// Serves the built React app: hashed assets from disk (pre-compressed at build, chosen by
// Accept-Encoding), index.html for every client route.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@studio/domain/error-catalogue';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-envelope.ts';
import { firstAnswersFor, scriptJson } from './first-answers.ts';
import { scriptNonceOf } from './script-nonce.ts';

// What the build writes into the nonce attributes of index.html (vite.config.ts, html.cspNonce);
// each answer puts the nonce of its own Content-Security-Policy there.
const nonceSlot = '__CSP_NONCE__';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Registers the web app if it was built; answers unknown routes (JSON 9404 under /api, else index.html). */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  apiKey: string,
  sentryDsn?: string,
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  // The browser app is a public client: it identifies itself with the first configured key.
  const indexHtml = built
    ? readFileSync(indexFile, 'utf8').replace(
        '</head>',
        // The browser's error reports name SENTRY_DSN, the only project the tunnel forwards to.
        `<meta name="api-key" content="${escapeAttribute(apiKey)}">${
          sentryDsn ? `<meta name="sentry-dsn" content="${escapeAttribute(sentryDsn)}">` : ''
        }</head>`,
      )
    : undefined;

  if (built) {
    const hashedAssets = join(distDir, 'assets');
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html itself only through the handler below, which fills in the nonce and the key.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Our own Cache-Control below; send's default would add a conflicting max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        // A hashed name changes with its content, so it may be kept forever; the rest (favicon)
        // is revalidated.
        res.header(
          'cache-control',
          path.startsWith(hashedAssets)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml) {
      return sendError(reply, request, ErrorCode.notFound);
    }
    let page = indexHtml.replaceAll(nonceSlot, scriptNonceOf(reply.raw) ?? '');
    const answers = await firstAnswersFor(app, path, {
      apiKey,
      acceptLanguage: request.headers['accept-language'],
    });
    if (answers) {
      // Data, not code (type application/json): the Content-Security-Policy does not run it.
      page = page.replace(
        '</head>',
        `<script type="application/json" id="first-answers">${scriptJson(answers)}</script></head>`,
      );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
