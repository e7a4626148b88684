import type { ShopDealOverview } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApprovalRegistry } from '../approvals/approvals.public.ts';
import { listApprovalRequests } from '../approvals/approvals.public.ts';
import { presentShopDeal } from './present-deal.ts';
import { listShopDeals } from './shop-deals.repo.ts';

/**
 * GET shops/{shopId}/deals/overview: the shop's deals (ready-made and own, switched on or off,
 * with any change waiting) and its new deals waiting for approval.
 */
export async function showShopDealOverview(
  db: Kysely<Database>,
  approvals: ApprovalRegistry,
  shopId: string,
): Promise<ShopDealOverview> {
  const [rows, pending] = await Promise.all([
    listShopDeals(db, shopId),
    listApprovalRequests(
      db,
      approvals,
      { shopId, subjectType: 'deal', status: 'pending' },
      { limit: 500, offset: 0 },
    ),
  ]);
  const pendingByDeal = new Map(pending.requests.map((request) => [request.subjectId, request]));
  const deals = rows.map((row) => {
    const change = pendingByDeal.get(row.id);
    return presentShopDeal(
      row,
      change ? { approvalId: change.id, proposed: change.proposed, submittedAt: change.submittedAt } : null,
    );
  });
  const live = new Set(rows.map((row) => row.id));
  const proposals = pending.requests
    .filter((request) => !live.has(request.subjectId))
    .map((request) => ({
      dealId: request.subjectId,
      approvalId: request.id,
      proposed: request.proposed,
      submittedAt: request.submittedAt,
    }));
  return { deals, proposals };
}
