import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deletePhotoRow } from './client-photos.repo.ts';
import type { ClientViewer } from './require-client.ts';
import { requireVisibleClientPhoto } from './require-client-photo.ts';

/**
 * Deletes a photo: its row, then its files (the original and the thumbnail). Managers and owners delete any; staff only their own
 * uploads (another's 403). A file left by a failure after the row went is removed by the hourly
 * cleanup of unreferenced files.
 */
export async function deleteClientPhoto(
  db: Kysely<Database>,
  storage: FileStorage,
  request: { shopId: string; photoId: string; viewer: ClientViewer; deleterId: string },
): Promise<void> {
  const row = await requireVisibleClientPhoto(db, request.shopId, request.photoId, request.viewer);
  if (!request.viewer.all && row.uploaded_by !== request.deleterId) throw new AppError(ErrorCode.forbidden);
  const fileNames = await deletePhotoRow(db, request.shopId, row.id);
  if (!fileNames) throw new AppError(ErrorCode.clientPhotoNotFound);
  for (const fileName of fileNames) await storage.delete(fileName);
}
