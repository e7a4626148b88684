import { randomUUID } from 'node:crypto';
import type { ClientPhoto, ClientPhotoUploadQuery } from '@studio/domain/client-contract';
import { maxClientPhotosPerClient } from '@studio/domain/client-photo-limits';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { newClientPhotoNames } from './client-photo-files.ts';
import { countPhotosOfClients, findPhotoRow, insertPhotoRow, isGroupBooking } from './client-photos.repo.ts';
import { authorName, clientGroupRows } from './clients.repo.ts';
import { presentClientPhoto } from './present-client-photo.ts';
import { processClientPhoto } from './process-client-photo.ts';
import { type ClientViewer, requireClient, requireVisibleClient } from './require-client.ts';

/**
 * Keeps a photo of a client's nails with the time of their consent: none given, no photo (409 8310).
 * A named visit must be one of the client's (else 404 8103); a card holds at most 60 (409 8312).
 * The image and its thumbnail are stored first and the row written under the client's lock, so an
 * erasure at the same moment leaves nothing behind and two uploads at once cannot pass the limit.
 */
export async function uploadClientPhoto(
  db: Kysely<Database>,
  storage: FileStorage,
  request: {
    shopId: string;
    clientId: string;
    uploaderId: string;
    viewer: ClientViewer;
    query: ClientPhotoUploadQuery;
    upload: Buffer;
    now: Date;
  },
): Promise<ClientPhoto> {
  const { shopId, query } = request;
  const client = await requireVisibleClient(db, shopId, request.clientId, request.viewer);
  if (query.consent !== true) throw new AppError(ErrorCode.clientPhotoConsentMissing);
  const photo = await processClientPhoto(request.upload);
  const names = newClientPhotoNames(shopId);
  try {
    await storage.put(names.original, photo.data, 'image/webp');
    await storage.put(names.thumbnail, photo.thumbnail, 'image/webp');
    const id = await inTransaction(db, async (trx) => {
      const locked = await requireClient(trx, shopId, client.id, { forUpdate: true });
      const group = (await clientGroupRows(trx, shopId, locked.id)).map((row) => row.id);
      if (query.bookingId && !(await isGroupBooking(trx, shopId, group, query.bookingId)))
        throw new AppError(ErrorCode.bookingNotFound);
      if ((await countPhotosOfClients(trx, shopId, group)) >= maxClientPhotosPerClient)
        throw new AppError(ErrorCode.clientPhotoLimitReached);
      const row = await insertPhotoRow(trx, shopId, {
        id: randomUUID(),
        clientId: locked.id,
        bookingId: query.bookingId ?? null,
        fileName: names.original,
        thumbnailFileName: names.thumbnail,
        width: photo.width,
        height: photo.height,
        byteSize: photo.data.length,
        consentAt: request.now,
        uploadedBy: request.uploaderId,
        uploadedByName: await authorName(trx, request.uploaderId),
      });
      return row.id;
    });
    const row = await findPhotoRow(db, shopId, id);
    if (!row) throw new AppError(ErrorCode.clientPhotoNotFound);
    return presentClientPhoto(row);
  } catch (error) {
    await storage.delete(names.original);
    await storage.delete(names.thumbnail);
    throw error;
  }
}
