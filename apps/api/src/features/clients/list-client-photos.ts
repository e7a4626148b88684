import type { ClientPhotoList } from '@studio/domain/client-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { photoRowsOfClients } from './client-photos.repo.ts';
import { clientGroupRows } from './clients.repo.ts';
import { presentClientPhoto } from './present-client-photo.ts';
import { type ClientViewer, requireVisibleClient } from './require-client.ts';

/** The client's photos of past work (merged records' too), newest first. */
export async function listClientPhotos(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  viewer: ClientViewer,
): Promise<ClientPhotoList> {
  const client = await requireVisibleClient(db, shopId, clientId, viewer);
  const group = await clientGroupRows(db, shopId, client.id);
  const rows = await photoRowsOfClients(
    db,
    shopId,
    group.map((row) => row.id),
  );
  return { photos: rows.map(presentClientPhoto) };
}
