// Logo and background uploads: multipart or a raw image body, in a scope of their own so that no
// other route accepts multipart or image bodies.
import fastifyMultipart from '@fastify/multipart';
import { maxShopImageBytes, shopImageKinds } from '@studio/domain/shop';
import { shopImageUploadResponseSchema } from '@studio/domain/shop-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireShopAdminOf } from '../../http/identity.ts';
import { findShopOrFail } from './find-managed-shop.ts';
import { uploadShopImage } from './upload-shop-image.ts';

const managedAnswers = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

export const shopImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxShopImageBytes, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: maxShopImageBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/shops/:id/images/:kind',
    {
      bodyLimit: maxShopImageBytes,
      schema: {
        tags: ['shops'],
        summary: 'Upload a logo or background image (its shop admin, global admin)',
        description:
          'multipart/form-data with one file, or the image itself as the body (Content-Type image/*). At most 5 MB (413, errorCode 9413); JPEG, PNG or WebP by content (else 400). Logos become 512×512, backgrounds 1600 wide, as WebP served under /uploads/. A shop admin’s image waits for approval as part of `pendingChange`; a global admin’s is live at once.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
        params: z.object({ id: z.string().max(64), kind: z.enum(shopImageKinds) }),
        response: { 200: shopImageUploadResponseSchema, ...managedAnswers, 413: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const identity = requireShopAdminOf(request, request.params.id);
      await findShopOrFail(db, request.params.id);
      const upload = await readUpload(request);
      return uploadShopImage(db, storage, identity, request.params.id, request.params.kind, upload);
    },
  );
};

/** The uploaded file: the one file of a multipart form, or a raw image body. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) throw new AppError(9400, { problems: { file: 'required' } });
    return part.toBuffer();
  }
  if (Buffer.isBuffer(request.body) && request.body.length > 0) return request.body;
  throw new AppError(9400, { problems: { file: 'required' } });
}
