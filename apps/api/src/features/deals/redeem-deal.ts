import { randomUUID } from 'node:crypto';
import { todayIn } from '@studio/domain/calendar-day';
import type { DealRedemption } from '@studio/domain/deal-contract';
import { dealRedemptionRefusal, type PurchaseState } from '@studio/domain/deal-rules';
import { ErrorCode } from '@studio/domain/error-codes';
import { isUuid } from '@studio/domain/uuid';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { newShortCode } from '../../short-code.ts';
import { findCatalogueDeal } from './deals.repo.ts';
import { presentDeal } from './present-deal.ts';
import { countOwnRedemptions, findDealPurchase, findShopDeal, insertRedemption } from './shop-deals.repo.ts';

async function purchaseState(
  db: Kysely<Database>,
  shopId: string,
  purchase: { id: string | undefined; dealId: string; userId: string },
): Promise<PurchaseState> {
  if (purchase.id === undefined) return 'none';
  if (!isUuid(purchase.id)) return 'unknown';
  const found = await findDealPurchase(db, shopId, { ...purchase, id: purchase.id });
  if (!found) return 'unknown';
  return found.used ? 'used' : found.status;
}

/**
 * POST shops/{shopId}/deals/{id}/redeem: a customer with an account (not a guest) redeems a deal
 * of the shop. The rules (packages/domain/src/deal-rules.ts) are checked first; the single use is
 * held by PostgreSQL: of simultaneous redemptions of a single-use deal exactly one is written, the
 * others break the partial unique index and answer 2003.
 */
export async function redeemDeal(
  db: Kysely<Database>,
  identity: Identity,
  shop: ShopRow,
  dealId: string,
  purchaseId: string | undefined,
  now: number,
): Promise<DealRedemption> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const deal = await findShopDeal(db, shop.id, dealId);
  if (!deal) {
    // A deal of other shops only: it exists, but cannot be redeemed here.
    throw new AppError(
      (await findCatalogueDeal(db, dealId)) ? ErrorCode.dealNotRedeemable : ErrorCode.dealNotFound,
    );
  }
  const [purchase, redeemedBefore] = await Promise.all([
    purchaseState(db, shop.id, { id: purchaseId, dealId, userId: identity.uid }),
    countOwnRedemptions(db, shop.id, dealId, identity.uid),
  ]);
  const refusal = dealRedemptionRefusal({
    deal: {
      linked: true,
      active: deal.active,
      validFrom: deal.valid_from,
      validTo: deal.valid_to,
      type: deal.type,
      requiresPurchase: deal.requires_purchase,
      multiUse: deal.multi_use,
    },
    today: todayIn(shop.timezone, now),
    purchase,
    redeemedBefore,
  });
  if (refusal !== null) throw new AppError(refusal);
  try {
    const written = await insertRedemption(db, shop.id, {
      id: randomUUID(),
      dealId,
      userId: identity.uid,
      purchaseId: purchase === 'paid' ? (purchaseId ?? null) : null,
      multiUse: deal.multi_use,
      code: newShortCode(),
      redeemedAt: new Date(now),
    });
    return {
      redemptionId: written.id,
      code: written.code,
      redeemedAt: new Date(written.redeemed_at).toISOString(),
      shopId: shop.id,
      shopName: shop.name,
      deal: presentDeal(deal),
    };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = (error as { constraint?: string }).constraint ?? '';
    // The purchase was redeemed at the same moment: it needs a new one.
    const code = constraint.includes('purchase')
      ? ErrorCode.dealPurchaseRequired
      : ErrorCode.dealAlreadyRedeemed;
    throw new AppError(code, { cause: error });
  }
}
