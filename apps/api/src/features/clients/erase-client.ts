import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { erasePersonRows, personScopeOfClients } from '../personal-data/personal-data.public.ts';
import { clientGroupRows } from './clients.repo.ts';
import { requireClient } from './require-client.ts';

/**
 * Erases a client from the studio: the record, its notes and merged records go; bookings, sales and
 * vouchers stay for the books without name, contact or notes.
 */
export async function eraseClient(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const client = await requireClient(trx, shopId, clientId, { forUpdate: true });
    const group = await clientGroupRows(trx, shopId, client.id);
    await erasePersonRows(trx, personScopeOfClients(shopId, group), now);
  });
}
