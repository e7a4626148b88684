import type { CustomerStampCard } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentLastAction } from './present-stamp-card.ts';
import { findLastActions, listCustomerCards } from './stamp-cards.repo.ts';

/** The shop's customers' cards, most recently changed first, each with its last action. */
export async function listCustomerStampCards(
  db: Kysely<Database>,
  shopId: string,
  page: { limit: number; offset: number },
): Promise<CustomerStampCard[]> {
  const rows = await listCustomerCards(db, shopId, page);
  const lastActions = await findLastActions(
    db,
    shopId,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    account: { uid: row.user_id, name: row.name, email: row.email },
    stamps: row.stamps,
    maxStamps: row.max_stamps,
    redemptions: row.redemptions,
    lastAction: presentLastAction(lastActions.get(row.user_id)),
  }));
}
