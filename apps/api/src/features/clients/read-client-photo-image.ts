import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage, StoredFile } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClientViewer } from './require-client.ts';
import { requireVisibleClientPhoto } from './require-client-photo.ts';

/**
 * The stored image of a photo the viewer may see, whole or its thumbnail (a photo kept before
 * thumbnails existed answers its original); a row whose file is gone answers 404 8311 too.
 */
export async function readClientPhotoImage(
  db: Kysely<Database>,
  storage: FileStorage,
  request: { shopId: string; photoId: string; viewer: ClientViewer; size: 'full' | 'thumbnail' },
): Promise<StoredFile> {
  const row = await requireVisibleClientPhoto(db, request.shopId, request.photoId, request.viewer);
  const name = request.size === 'thumbnail' ? (row.thumbnail_file_name ?? row.file_name) : row.file_name;
  const file = await storage.get(name);
  if (!file) throw new AppError(ErrorCode.clientPhotoNotFound);
  return file;
}
