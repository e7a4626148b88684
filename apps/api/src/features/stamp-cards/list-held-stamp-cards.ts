import type { HeldStampCard } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { presentLastAction } from './present-stamp-card.ts';
import { presentOwnStampRequest } from './present-stamp-request.ts';
import {
  findLastActionsOfCustomer,
  findPendingRequestsOfCustomer,
  listHeldCards,
} from './stamp-cards.repo.ts';

/** GET me/stamp-cards: every card the customer holds at a shop whose card is live. */
export async function listHeldStampCards(db: Kysely<Database>, identity: Identity): Promise<HeldStampCard[]> {
  const [rows, lastActions, pending] = await Promise.all([
    listHeldCards(db, identity.uid),
    findLastActionsOfCustomer(db, identity.uid),
    findPendingRequestsOfCustomer(db, identity.uid),
  ]);
  return rows.map((row) => ({
    shopId: row.shop_id,
    shopName: row.shop_name,
    card: {
      id: row.card_id,
      title: row.title,
      description: row.description,
      imageUrl: row.image_url,
      redeemCount: row.redeem_count,
    },
    stamps: row.stamps,
    maxStamps: row.max_stamps,
    redeemed: row.redeemed,
    redemptions: row.redemptions,
    lastAction: presentLastAction(lastActions.get(row.shop_id)),
    pendingRequest: presentOwnStampRequest(pending.get(row.shop_id)),
  }));
}
