// Deals on orders: the deal an order names, its pricing terms, and its redemption recorded with the
// order inside the order's transaction. The deal must be linked to the shop, switched on, valid
// today (shop's calendar) and of an order type (order percentage, article highlight, bundle price);
// a deal that needs a purchase is redeemed through its purchase instead (2010). A single-use deal is
// used once per customer and shop: deal_redemptions' partial unique index holds it (2003), also
// under simultaneous orders.
import { randomUUID } from 'node:crypto';
import { todayIn } from '@studio/domain/calendar-day';
import { isDealVisible, orderDealTypes } from '@studio/domain/deal-rules';
import { ErrorCode } from '@studio/domain/error-codes';
import type { OrderDeal } from '@studio/domain/order-deal-pricing';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { newShortCode } from '../../short-code.ts';
import { findCatalogueDeal, findShopDeal, insertRedemption } from '../deals/deals.public.ts';
import { recordOrderRedemption } from './orders.repo.ts';

export interface OrderDealUse {
  terms: OrderDeal;
  /** Records the redemption with the order, inside the order's transaction. */
  recordRedemption(trx: Kysely<Database>, orderId: string): Promise<void>;
}

export async function resolveOrderDeal(
  trx: Kysely<Database>,
  shop: ShopRow,
  identity: Identity,
  dealId: string,
  now: number,
): Promise<OrderDealUse> {
  const deal = await findShopDeal(trx, shop.id, dealId);
  if (!deal) {
    throw new AppError(
      (await findCatalogueDeal(trx, dealId)) ? ErrorCode.dealNotRedeemable : ErrorCode.dealNotFound,
    );
  }
  const visible = isDealVisible(
    { linked: true, active: deal.active, validFrom: deal.valid_from, validTo: deal.valid_to },
    todayIn(shop.timezone, now),
  );
  if (!visible || !orderDealTypes.includes(deal.type)) throw new AppError(ErrorCode.dealNotRedeemable);
  if (deal.requires_purchase) throw new AppError(ErrorCode.dealPurchaseRequired);
  const percent = deal.percent ?? 0;
  const articleIds = deal.article_ids ?? [];
  const terms: OrderDeal =
    deal.type === 'order_percentage'
      ? { type: 'order_percentage', percent }
      : deal.type === 'article_highlight'
        ? { type: 'article_highlight', percent, articleIds }
        : { type: 'bundle_price', articleIds, bundlePriceCents: deal.bundle_price_cents ?? 0 };
  return {
    terms,
    async recordRedemption(inner, orderId) {
      const redemptionId = randomUUID();
      try {
        await insertRedemption(inner, shop.id, {
          id: redemptionId,
          dealId,
          userId: identity.uid,
          purchaseId: null,
          multiUse: deal.multi_use,
          code: newShortCode(),
          redeemedAt: new Date(now),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.dealAlreadyRedeemed, { cause: error });
        throw error;
      }
      await recordOrderRedemption(inner, shop.id, orderId, redemptionId);
    },
  };
}
