import type { ShopDealSale } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listPaidDealPurchasesOfShop } from './deal-purchases.repo.ts';

/** GET shops/{shopId}/deals/sales: the deals customers paid for at the shop, newest payment first. */
export async function listShopDealSales(db: Kysely<Database>, shopId: string): Promise<ShopDealSale[]> {
  const rows = await listPaidDealPurchasesOfShop(db, shopId, 200);
  return rows.map((row) => ({
    purchaseId: row.id,
    dealId: row.deal_id,
    dealTitle: row.title,
    priceCents: row.price_cents,
    currency: row.currency_code,
    state: row.redeemed ? 'redeemed' : 'paid',
    // A paid purchase always has its payment's time (deal-purchases.repo.ts sets both at once).
    paidAt: new Date(row.paid_at ?? 0).toISOString(),
    customer: { name: row.customer_name, email: row.customer_email },
  }));
}
