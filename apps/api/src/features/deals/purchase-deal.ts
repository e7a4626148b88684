import { randomUUID } from 'node:crypto';
import { todayIn } from '@studio/domain/calendar-day';
import { isDealVisible } from '@studio/domain/deal-rules';
import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { type CheckoutDeps, startOneOffCheckout } from '../payments/payments.public.ts';
import { insertDealPurchase } from './deal-purchases.repo.ts';
import { findShopDeal } from './shop-deals.repo.ts';

/**
 * POST shops/{shopId}/deals/{id}/purchase: a customer with an account pays for a deal that needs a
 * purchase, through the same checkout as vouchers; the purchase is paid once the payment succeeds
 * (apply-payment-update.ts), and then redeemable with its purchaseId.
 */
export async function purchaseDeal(
  deps: CheckoutDeps,
  identity: Identity,
  shop: ShopRow,
  dealId: string,
  options: { now: number },
): Promise<{ purchaseId: string; checkoutUrl: string }> {
  if (identity.guest) throw new AppError(ErrorCode.forbidden);
  const deal = await findShopDeal(deps.db, shop.id, dealId);
  if (!deal) throw new AppError(ErrorCode.dealNotFound);
  const visible = isDealVisible(
    {
      linked: true,
      active: deal.active,
      validFrom: deal.valid_from,
      validTo: deal.valid_to,
    },
    todayIn(shop.timezone, options.now),
  );
  if (!visible) throw new AppError(ErrorCode.dealNotRedeemable);
  if (!deal.requires_purchase || !deal.price_cents) throw new AppError(ErrorCode.dealNeedsNoPurchase);
  const purchaseId = randomUUID();
  await insertDealPurchase(deps.db, shop.id, {
    id: purchaseId,
    dealId,
    userId: identity.uid,
    priceCents: deal.price_cents,
  });
  const app = `${deps.config.publicUrl}/partner/${shop.id}/app`;
  const started = await startOneOffCheckout(deps, {
    shopId: shop.id,
    purpose: 'deal',
    amountCents: deal.price_cents,
    currency: shop.currency_code,
    description: `${deal.title} – ${shop.name}`,
    customerEmail: null,
    details: { purchaseId, dealId },
    // Back on the deals tab, which offers to redeem the paid deal there and then.
    successUrl: `${app}?tab=deals&deal=${dealId}&purchase=${purchaseId}`,
    cancelUrl: app,
    createdBy: identity.uid,
  });
  return { purchaseId, checkoutUrl: started.checkoutUrl };
}
