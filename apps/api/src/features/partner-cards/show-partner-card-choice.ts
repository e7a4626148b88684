import type { ShopPartnerCardChoice } from '@studio/domain/partner-card-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';
import { listAcceptedCards, listPartnerCardRows } from './partner-cards.repo.ts';
import { presentPartnerCard } from './present-partner-card.ts';

/** The shop admin's view: every card there is, those accepted now, and the choice waiting for approval. */
export async function showPartnerCardChoice(
  db: Kysely<Database>,
  shopId: string,
): Promise<ShopPartnerCardChoice> {
  const [available, accepted, pending] = await Promise.all([
    listPartnerCardRows(db),
    listAcceptedCards(db, shopId),
    findPendingApproval(db, shopId, 'partner_card', shopId),
  ]);
  const proposed = pending?.payload.partnerCardIds;
  return {
    available: available.map(presentPartnerCard),
    acceptedIds: accepted.map((card) => card.id),
    pendingChange: pending
      ? {
          approvalId: pending.id,
          partnerCardIds: Array.isArray(proposed) ? proposed.filter((id) => typeof id === 'string') : [],
          submittedAt: new Date(pending.submitted_at).toISOString(),
        }
      : null,
  };
}
