// Photos of past work on a client's card, in a scope of their own so that only the upload accepts
// multipart or image bodies. The images are personal data: served only to the studio, never cached
// by shared caches and never under the public /uploads/.
import {
  clientPhotoListSchema,
  clientPhotoSchema,
  clientPhotoUploadQuerySchema,
} from '@studio/domain/client-contract';
import {
  clientPhotoThumbnailSide,
  maxClientPhotoBytes,
  maxClientPhotosPerClient,
} from '@studio/domain/client-photo-limits';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredFile } from '../../adapters/storage/file-storage.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { acceptImageUploads, readUpload } from '../../http/image-upload-body.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams } from '../../http/shop-route-schemas.ts';
import { clientViewerOf } from './client-viewer-of.ts';
import { deleteClientPhoto } from './delete-client-photo.ts';
import { listClientPhotos } from './list-client-photos.ts';
import { readClientPhotoImage } from './read-client-photo-image.ts';
import { uploadClientPhoto } from './upload-client-photo.ts';

const tags = ['clients'];
const staffNote = ' Staff reach the photos of the clients with a booking in their own column.';
const clientParams = shopItemParams(ErrorCode.clientNotFound);
const photoParams = shopItemParams(ErrorCode.clientPhotoNotFound);

/** A client's photo is personal data: never kept by a shared cache, never sniffed as another type. */
function sendPrivateImage(reply: FastifyReply, file: StoredFile) {
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

export const clientPhotoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const clock = deps.clock ?? systemClock;
  await acceptImageUploads(app, maxClientPhotoBytes);

  app.get(
    '/shops/:shopId/clients/:id/photos',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'A client’s photos of past work (shop admin, staff)',
        description: `Newest first, merged records’ too; each \`url\` answers the image to the studio’s token.${staffNote}`,
        errorCodes: [ErrorCode.clientNotFound],
        params: clientParams,
        response: { 200: clientPhotoListSchema },
      },
    },
    async function listShopClientPhotos(request) {
      return listClientPhotos(db, shopOf(request).shop.id, request.params.id, clientViewerOf(request));
    },
  );

  app.post(
    '/shops/:shopId/clients/:id/photos',
    {
      config: { access: access.shopStaff },
      bodyLimit: maxClientPhotoBytes,
      schema: {
        tags,
        summary: 'Upload a photo of a client’s nails, with their consent (shop admin, staff)',
        description: `multipart/form-data with one file, or the image itself as the body (Content-Type image/*). \`consent=true\` records that the client agreed to the photo being taken and kept (the time is kept with it); without it 409 8310. \`bookingId\` names the visit it shows (one of the client’s, else 404 8103). At most 8 MB (413, errorCode 9413); JPEG, PNG or WebP by content (else 400). A client’s card (merged records included) keeps at most ${maxClientPhotosPerClient} photos (409 8312). Stored upright, at most 1600 pixels on the longer side, as WebP without the camera’s metadata, with a thumbnail of at most ${clientPhotoThumbnailSide} pixels beside it.${staffNote}`,
        errorCodes: [
          ErrorCode.clientNotFound,
          ErrorCode.clientPhotoConsentMissing,
          ErrorCode.clientPhotoLimitReached,
          ErrorCode.bookingNotFound,
          ErrorCode.payloadTooLarge,
        ],
        consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
        params: clientParams,
        querystring: clientPhotoUploadQuerySchema,
        response: { 201: clientPhotoSchema },
      },
    },
    async function uploadShopClientPhoto(request, reply) {
      const upload = await readUpload(request);
      const photo = await uploadClientPhoto(db, storage, {
        shopId: shopOf(request).shop.id,
        clientId: request.params.id,
        uploaderId: requireIdentity(request).uid,
        viewer: clientViewerOf(request),
        query: request.query,
        upload,
        now: new Date(clock.now()),
      });
      return reply.code(201).send(photo);
    },
  );

  app.get(
    '/shops/:shopId/client-photos/:id',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'The image of a client’s photo (shop admin, staff)',
        description: `Another studio’s or an unknown photo 404 8311.${staffNote}`,
        errorCodes: [ErrorCode.clientPhotoNotFound],
        nonJsonAnswers: { 200: 'The image, `image/webp`' },
        params: photoParams,
      },
    },
    async function sendShopClientPhoto(request, reply) {
      const file = await readClientPhotoImage(db, storage, {
        shopId: shopOf(request).shop.id,
        photoId: request.params.id,
        viewer: clientViewerOf(request),
        size: 'full',
      });
      return sendPrivateImage(reply, file);
    },
  );

  app.get(
    '/shops/:shopId/client-photos/:id/thumbnail',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'The thumbnail of a client’s photo, for grids (shop admin, staff)',
        description: `WebP, at most ${clientPhotoThumbnailSide} pixels on the longer side. Another studio’s or an unknown photo 404 8311.${staffNote}`,
        errorCodes: [ErrorCode.clientPhotoNotFound],
        nonJsonAnswers: { 200: 'The image, `image/webp`' },
        params: photoParams,
      },
    },
    async function sendShopClientPhotoThumbnail(request, reply) {
      const file = await readClientPhotoImage(db, storage, {
        shopId: shopOf(request).shop.id,
        photoId: request.params.id,
        viewer: clientViewerOf(request),
        size: 'thumbnail',
      });
      return sendPrivateImage(reply, file);
    },
  );

  app.delete(
    '/shops/:shopId/client-photos/:id',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'Delete a client’s photo (shop admin; staff their own uploads)',
        description: `The row and the stored image go. Staff delete only photos they uploaded (else 403).${staffNote}`,
        errorCodes: [ErrorCode.clientPhotoNotFound, ErrorCode.forbidden],
        params: photoParams,
        response: { 204: z.null() },
      },
    },
    async function deleteShopClientPhoto(request, reply) {
      await deleteClientPhoto(db, storage, {
        shopId: shopOf(request).shop.id,
        photoId: request.params.id,
        viewer: clientViewerOf(request),
        deleterId: requireIdentity(request).uid,
      });
      return reply.code(204).send(null);
    },
  );
};
