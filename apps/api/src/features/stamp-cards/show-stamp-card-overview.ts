import type { StampCardChange, StampCardOverview } from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';
import { presentStampCard } from './present-stamp-card.ts';
import { countStampTotals, findStampCard } from './stamp-cards.repo.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The shop admin's view: the live card, the change waiting for approval, and the totals. */
export async function showStampCardOverview(
  db: Kysely<Database>,
  shopId: string,
  now: number,
): Promise<StampCardOverview> {
  const [card, pending, totals] = await Promise.all([
    findStampCard(db, shopId),
    // The shop's one card is the approval subject named by the shop's id (a new card has no id yet).
    findPendingApproval(db, shopId, 'stamp_card', shopId),
    countStampTotals(db, shopId, new Date(now - 30 * dayMs)),
  ]);
  return {
    card: card ? presentStampCard(card) : null,
    pendingChange: pending
      ? {
          approvalId: pending.id,
          proposed: pending.payload as StampCardChange,
          submittedAt: new Date(pending.submitted_at).toISOString(),
        }
      : null,
    totals: {
      customers: totals.customers,
      stampsLast30Days: totals.stampsSince,
      cardsRedeemed: totals.cardsRedeemed,
      pendingRequests: totals.pendingRequests,
    },
  };
}
