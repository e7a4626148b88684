import type { ManagedGift } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listPendingApprovals } from '../approvals/approvals.public.ts';
import { listGiftsWithCounts } from './gifts.repo.ts';
import { presentManagedGift } from './present-gift.ts';

/**
 * The shop's overview: new gifts waiting for approval first, then every live gift (valid or not)
 * with its change waiting for approval and its claim counts.
 */
export async function listManagedGifts(db: Kysely<Database>, shopId: string): Promise<ManagedGift[]> {
  const [gifts, pending] = await Promise.all([
    listGiftsWithCounts(db, shopId),
    listPendingApprovals(db, shopId, 'gift'),
  ]);
  const pendingOf = new Map(pending.map((request) => [request.subject_id, request]));
  const liveIds = new Set(gifts.map((gift) => gift.id));
  const proposedNew = pending
    .filter((request) => !liveIds.has(request.subject_id))
    .map((request) => presentManagedGift(request.subject_id, undefined, request));
  return [...proposedNew, ...gifts.map((gift) => presentManagedGift(gift.id, gift, pendingOf.get(gift.id)))];
}
