import type { ClientCard } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findClientRow, updateClientRow } from './clients.repo.ts';
import { requireClient } from './require-client.ts';
import { showClientCard } from './show-client-card.ts';

/**
 * Undoes a wrong merge: the record merged into this client stands on its own again, with its own
 * bookings and notes. A record not merged into this client answers 8302. Answers this client's card.
 */
export async function splitClient(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  mergedClientId: string,
  now: Date,
): Promise<ClientCard> {
  const client = await requireClient(db, shopId, clientId);
  const merged = await findClientRow(db, shopId, mergedClientId);
  if (!merged) throw new AppError(ErrorCode.clientNotFound);
  if (merged.merged_into_id !== client.id) throw new AppError(ErrorCode.clientMergeRefused);
  await updateClientRow(db, shopId, merged.id, { merged_into_id: null });
  return showClientCard(db, shopId, client.id, now);
}
