import type { ShopDeal } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { pendingChangeOf } from './pending-deal-change.ts';
import { presentShopDeal } from './present-deal.ts';
import { findShopDeal, setShopDealActive } from './shop-deals.repo.ts';

/** PUT shops/{shopId}/deals/{id}/active: switches a deal of the shop on or off, at once (no approval). */
export async function setDealActive(
  db: Kysely<Database>,
  shopId: string,
  dealId: string,
  active: boolean,
): Promise<ShopDeal> {
  if (!(await setShopDealActive(db, shopId, dealId, active))) {
    throw new AppError(ErrorCode.dealNotFound);
  }
  const row = await findShopDeal(db, shopId, dealId);
  if (!row) throw new AppError(ErrorCode.dealNotFound);
  return presentShopDeal(row, await pendingChangeOf(db, shopId, dealId));
}
