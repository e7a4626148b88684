import { randomUUID } from 'node:crypto';
import type { SavedShopDeal, ShopDealValues } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import { dealColumnsOf } from './deal-columns.ts';
import { updateCatalogueDeal } from './deals.repo.ts';
import { findShopDeal, insertOwnDeal } from './shop-deals.repo.ts';

/**
 * POST shops/{shopId}/deals: a shop's own deal. A global admin's is live (and switched on) at
 * once; a shop admin's waits for approval, invisible to customers until then.
 */
export async function proposeShopDeal(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  values: ShopDealValues,
): Promise<SavedShopDeal> {
  const id = randomUUID();
  if (identity.role === 'globalAdmin') {
    await inTransaction(db, (trx) => insertOwnDeal(trx, shopId, id, dealColumnsOf(values)));
    return { id, status: 'live', approvalId: null };
  }
  const approval = await submitApprovalRequest(db, shopId, {
    subjectType: 'deal',
    subjectId: id,
    proposed: values,
    submittedBy: identity.uid,
  });
  return { id, status: 'pending', approvalId: approval.id };
}

/**
 * PUT shops/{shopId}/deals/{id}: a change of the shop's own deal, or of its proposal still waiting.
 * A shop admin's change waits for approval while customers keep seeing the live deal; a ready-made
 * deal is the global admin's to change (403 for a shop admin). A global admin's change is live at once.
 */
export async function changeShopDeal(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  dealId: string,
  values: ShopDealValues,
): Promise<SavedShopDeal> {
  const live = await findShopDeal(db, shopId, dealId);
  const pending = live ? undefined : await findPendingApproval(db, shopId, 'deal', dealId);
  if (!live && !pending) throw new AppError(ErrorCode.dealNotFound);
  if (identity.role === 'globalAdmin' && live) {
    await updateCatalogueDeal(db, dealId, dealColumnsOf(values));
    return { id: dealId, status: 'live', approvalId: null };
  }
  if (live && live.owner_shop_id !== shopId) throw new AppError(ErrorCode.forbidden);
  const approval = await submitApprovalRequest(db, shopId, {
    subjectType: 'deal',
    subjectId: dealId,
    proposed: values,
    submittedBy: identity.uid,
  });
  return { id: dealId, status: 'pending', approvalId: approval.id };
}
