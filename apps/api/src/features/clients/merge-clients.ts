import type { ClientCard } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { mergeClientRows } from './clients.repo.ts';
import { requireClient } from './require-client.ts';
import { showClientCard } from './show-client-card.ts';

/**
 * Merges another client into this one: the other's bookings, notes and contact show on this card
 * from now on, and a split undoes it. A client merged with itself answers 8302.
 */
export async function mergeClients(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  otherClientId: string,
  now: Date,
): Promise<ClientCard> {
  const survivorId = await inTransaction(db, async (trx) => {
    // Locked in id order, so that two opposite merges at once queue instead of deadlocking.
    const [first, second] = [clientId, otherClientId].sort();
    const locked = new Map([
      [first, await requireClient(trx, shopId, first ?? '', { forUpdate: true })],
      [second, await requireClient(trx, shopId, second ?? '', { forUpdate: true })],
    ]);
    const survivor = locked.get(clientId);
    const absorbed = locked.get(otherClientId);
    if (!survivor || !absorbed || survivor.id === absorbed.id)
      throw new AppError(ErrorCode.clientMergeRefused);
    await mergeClientRows(trx, shopId, survivor.id, absorbed.id);
    return survivor.id;
  });
  return showClientCard(db, shopId, survivorId, now);
}
