import type { ManagedDeal } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listCatalogueDeals } from './deals.repo.ts';
import { presentManagedDeal } from './present-deal.ts';

/** GET deals: every deal, ready-made and shop-proposed, with its shops (global admin). */
export async function listDeals(db: Kysely<Database>): Promise<ManagedDeal[]> {
  return (await listCatalogueDeals(db)).map(presentManagedDeal);
}
