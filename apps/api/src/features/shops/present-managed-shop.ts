import { type ManagedShop, type PendingShopChange, shopProfileFields } from '@studio/domain/shop-contract';
import type { ApprovalRequestRow, ShopRow } from '../../db/schema.ts';
import { presentShop } from './present-shop.ts';

export function presentPendingShopChange(request: ApprovalRequestRow | undefined): PendingShopChange | null {
  if (!request) return null;
  const proposed = request.payload as PendingShopChange['proposed'];
  return {
    id: request.id,
    fields: shopProfileFields.filter((field) => field in proposed),
    proposed,
    submittedAt: new Date(request.submitted_at).toISOString(),
  };
}

/** The live shop plus what waits for review, for its admins and global admins. */
export function presentManagedShop(row: ShopRow, pending: ApprovalRequestRow | undefined): ManagedShop {
  return {
    ...presentShop(row),
    pendingChange: presentPendingShopChange(pending),
    reviewRequestedAt: row.review_requested_at ? new Date(row.review_requested_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
