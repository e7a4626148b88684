import type { MyStampCard } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { presentLastAction } from './present-stamp-card.ts';
import { presentOwnStampRequest } from './present-stamp-request.ts';
import { showStampCard } from './show-stamp-card.ts';
import { findCustomerCard, findLastActions, findPendingRequestOf } from './stamp-cards.repo.ts';

/** The caller's card at the shop; an empty one (not stored) before the first request. */
export async function showMyStampCard(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
): Promise<MyStampCard> {
  const live = await showStampCard(db, shopId);
  const [card, pending, lastActions] = await Promise.all([
    findCustomerCard(db, shopId, identity.uid),
    findPendingRequestOf(db, shopId, identity.uid),
    findLastActions(db, shopId, [identity.uid]),
  ]);
  return {
    stamps: card?.stamps ?? 0,
    maxStamps: card?.max_stamps ?? live.redeemCount,
    redeemed: card?.redeemed ?? false,
    redemptions: card?.redemptions ?? 0,
    lastAction: presentLastAction(lastActions.get(identity.uid)),
    pendingRequest: presentOwnStampRequest(pending),
  };
}
