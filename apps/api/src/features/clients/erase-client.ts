import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  deleteErasedFiles,
  erasePersonRows,
  personScopeOfClients,
} from '../personal-data/personal-data.public.ts';
import { clientGroupRows } from './clients.repo.ts';
import { requireClient } from './require-client.ts';

/**
 * Erases a client from the studio: the record, its notes and merged records go; bookings, sales and
 * vouchers stay for the books without name, contact or notes. Its photos go with their files.
 */
export async function eraseClient(
  db: Kysely<Database>,
  storage: FileStorage,
  shopId: string,
  clientId: string,
  now: Date,
): Promise<void> {
  const { photoFiles } = await inTransaction(db, async (trx) => {
    const client = await requireClient(trx, shopId, clientId, { forUpdate: true });
    const group = await clientGroupRows(trx, shopId, client.id);
    return erasePersonRows(trx, personScopeOfClients(shopId, group), now);
  });
  await deleteErasedFiles(storage, photoFiles);
}
