// Serves the built React app: hashed assets from disk, index.html for every client route.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-envelope.ts';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Registers the web app if it was built; answers unknown routes (JSON 9404 under /api, else index.html). */
export async function registerWebApp(app: FastifyInstance, distDir: string, apiKey: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  // The browser app is a public client: it identifies itself with the first configured key.
  const indexHtml = built
    ? readFileSync(indexFile, 'utf8').replace(
        '</head>',
        `<meta name="api-key" content="${escapeAttribute(apiKey)}"></head>`,
      )
    : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(distDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml) {
      return sendError(reply, request, 9404);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
