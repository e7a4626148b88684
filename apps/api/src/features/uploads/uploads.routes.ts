// Serves stored uploads (shop logos and backgrounds) at /uploads/{name}: public, no API key, cached
// for a year (a new image always gets a new name).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorageName } from '../../adapters/storage/file-storage.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';

export const uploadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { storage }) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (public, long cache)',
        security: [],
        params: z.object({ name: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = isStorageName(name) ? await storage.get(name) : undefined;
      if (!file) throw new AppError(9404);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.data);
    },
  );
};
