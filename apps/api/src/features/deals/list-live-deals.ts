import { todayIn } from '@studio/domain/calendar-day';
import type { PublicDeal } from '@studio/domain/deal-contract';
import { compareDealsForCustomers } from '@studio/domain/deal-rules';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { presentDeal } from './present-deal.ts';
import { listLiveShopDeals } from './shop-deals.repo.ts';

/** GET shops/{shopId}/deals: the shop's approved, switched-on deals valid today, hot ones first. */
export async function listLiveDeals(db: Kysely<Database>, shop: ShopRow, now: number): Promise<PublicDeal[]> {
  const rows = await listLiveShopDeals(db, shop.id, todayIn(shop.timezone, now));
  return rows.map(presentDeal).sort(compareDealsForCustomers);
}
