import type { ShopDeal } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';

/** The change of a shop's deal that waits for approval, as the shop admin sees it. */
export async function pendingChangeOf(
  db: Kysely<Database>,
  shopId: string,
  dealId: string,
): Promise<ShopDeal['pendingChange']> {
  const pending = await findPendingApproval(db, shopId, 'deal', dealId);
  return pending
    ? {
        approvalId: pending.id,
        proposed: pending.payload,
        submittedAt: new Date(pending.submitted_at).toISOString(),
      }
    : null;
}
