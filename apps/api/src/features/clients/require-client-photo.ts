import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type ClientPhotoRow, findPhotoRow } from './client-photos.repo.ts';
import { type ClientViewer, requireVisibleClient } from './require-client.ts';

/** The photo, when the viewer may see its client; else 404 8311 (another shop's, unknown or not theirs). */
export async function requireVisibleClientPhoto(
  db: Kysely<Database>,
  shopId: string,
  photoId: string,
  viewer: ClientViewer,
): Promise<ClientPhotoRow> {
  const row = await findPhotoRow(db, shopId, photoId);
  if (!row) throw new AppError(ErrorCode.clientPhotoNotFound);
  try {
    await requireVisibleClient(db, shopId, row.client_id, viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.clientNotFound)
      throw new AppError(ErrorCode.clientPhotoNotFound);
    throw error;
  }
  return row;
}
