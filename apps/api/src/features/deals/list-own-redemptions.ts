import type { DealRedemption } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listOwnRedemptions } from './deals.repo.ts';
import { presentDeal } from './present-deal.ts';

/** GET me/deals: the deals the caller redeemed, newest first, at every shop. */
export async function listOwnDealRedemptions(
  db: Kysely<Database>,
  identity: Identity,
): Promise<DealRedemption[]> {
  const rows = await listOwnRedemptions(db, identity.uid, 200);
  return rows.map((row) => ({
    redemptionId: row.id,
    code: row.code,
    redeemedAt: new Date(row.redeemed_at).toISOString(),
    shopId: row.shop_id,
    shopName: row.shop_name,
    deal: presentDeal(row.deal),
  }));
}
