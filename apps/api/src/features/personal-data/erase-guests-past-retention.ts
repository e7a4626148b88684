import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deleteErasedFiles } from './delete-erased-files.ts';
import { personScopeOfClients } from './person-scope.ts';
import { clientsPastRetention, erasePersonRows, mergedClientRows } from './personal-data.repo.ts';

const batchSize = 200;

/**
 * Erases guests (clients without an account) whose last contact lies `retentionYears` back, each
 * client with its merged records in one transaction. Answers how many clients were erased.
 */
export async function eraseGuestsPastRetention(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
  retentionYears: number,
): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - retentionYears);
  let erased = 0;
  for (;;) {
    const due = await clientsPastRetention(db, before, batchSize);
    for (const client of due) {
      const { photoFiles } = await inTransaction(db, async (trx) => {
        const merged = await mergedClientRows(trx, client.shop_id, [client.id]);
        return erasePersonRows(
          trx,
          personScopeOfClients(client.shop_id, [{ ...client, user_id: null }, ...merged]),
          now,
        );
      });
      await deleteErasedFiles(storage, photoFiles);
    }
    erased += due.length;
    if (due.length < batchSize) return erased;
  }
}
