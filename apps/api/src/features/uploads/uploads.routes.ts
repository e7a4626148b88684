// Serves stored uploads (shop logos and backgrounds) at /uploads/{name}: public, no API key, cached
// for a year (a new image always gets a new name). Private files (a client's photos) are not served here.
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicStorageName } from '../../adapters/storage/file-storage.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';

export const uploadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { storage }) => {
  app.get(
    '/uploads/:name',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['uploads'],
        summary: 'A stored image (public, long cache)',
        errorCodes: [ErrorCode.notFound],
        nonJsonAnswers: { 200: 'The image, `image/webp`' },
        params: z.object({ name: z.string().max(200) }),
      },
    },
    async function sendUpload(request, reply) {
      const { name } = request.params;
      const file = isPublicStorageName(name) ? await storage.get(name) : undefined;
      if (!file) throw new AppError(ErrorCode.notFound);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.data);
    },
  );
};
