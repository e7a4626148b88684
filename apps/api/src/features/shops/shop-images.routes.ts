// Logo and background uploads: multipart or a raw image body, in a scope of their own so that no
// other route accepts multipart or image bodies.

import { ErrorCode } from '@studio/domain/error-codes';
import { maxShopImageBytes, shopImageKinds } from '@studio/domain/shop';
import { shopImageUploadResponseSchema } from '@studio/domain/shop-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { requireIdentity } from '../../http/identity.ts';
import { acceptImageUploads, readUpload } from '../../http/image-upload-body.ts';
import { uploadContentImage } from './upload-content-image.ts';
import { uploadShopImage } from './upload-shop-image.ts';

export const shopImageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, storage }) => {
  await acceptImageUploads(app, maxShopImageBytes);

  app.post(
    '/shops/:shopId/images/:kind',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      bodyLimit: maxShopImageBytes,
      schema: {
        tags: ['shops'],
        summary: 'Upload a logo or background image (its shop admin, global admin)',
        description:
          'multipart/form-data with one file, or the image itself as the body (Content-Type image/*). At most 5 MB (413, errorCode 9413); JPEG, PNG or WebP by content (else 400). Logos become 512×512, backgrounds 1600 wide, as WebP served under /uploads/. A shop admin’s image waits for approval as part of `pendingChange`; a global admin’s is live at once.',
        errorCodes: [ErrorCode.payloadTooLarge],
        consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
        params: z.object({ shopId: z.string().max(64), kind: z.enum(shopImageKinds) }),
        response: { 200: shopImageUploadResponseSchema },
      },
    },
    async function uploadShopImageFile(request) {
      const identity = requireIdentity(request);
      const upload = await readUpload(request);
      return uploadShopImage(db, storage, identity, request.params.shopId, request.params.kind, upload);
    },
  );

  app.post(
    '/shops/:shopId/uploads',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      bodyLimit: maxShopImageBytes,
      schema: {
        tags: ['shops'],
        summary:
          'Upload an image for the shop’s content: stamp card, deal, gift (its shop admin, global admin)',
        description:
          'multipart/form-data with one file (field `file`), or the image itself as the body. At most 5 MB (413, errorCode 9413); JPEG, PNG or WebP by content (else 400). Stored as WebP up to 1600 wide; the answer’s `url` is what the content’s `imageUrl` takes. A shop keeps at most 300 content images (409, errorCode 9409 on `file`); one that no content names a day after its upload is deleted.',
        errorCodes: [ErrorCode.payloadTooLarge, ErrorCode.conflict],
        consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
        params: z.object({ shopId: z.string().max(64) }),
        response: { 201: z.object({ url: z.string() }) },
      },
    },
    async function uploadShopContentImage(request, reply) {
      const upload = await readUpload(request);
      return reply.code(201).send(await uploadContentImage(db, storage, request.params.shopId, upload));
    },
  );
};
