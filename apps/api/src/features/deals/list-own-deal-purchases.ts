import type { OwnDealPurchase } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listDealPurchasesOf } from './deal-purchases.repo.ts';

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * GET me/deal-purchases: the deals the caller bought at every shop, newest first, so that a paid
 * deal not yet redeemed is found from the account and not only through the checkout's return link.
 */
export async function listOwnDealPurchases(
  db: Kysely<Database>,
  identity: Identity,
): Promise<OwnDealPurchase[]> {
  const rows = await listDealPurchasesOf(db, identity.uid, 200);
  return rows.map((row) => ({
    purchaseId: row.id,
    dealId: row.deal_id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    title: row.title,
    offerText: row.offer_text,
    priceCents: row.price_cents,
    currency: row.currency_code,
    state: row.redeemed ? 'redeemed' : row.status,
    purchasedAt: isoOf(row.created_at),
    paidAt: row.paid_at ? isoOf(row.paid_at) : null,
  }));
}
