// The global admin's deal catalogue: a ready-made deal belongs to several shops, so these
// statements are not scoped to one shop (the routes are global-admin only). Shop-scoped reads and
// writes are in shop-deals.repo.ts.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, DealsTable } from '../../db/schema.ts';
import type { DealColumns } from './deal-columns.ts';

export type DealRow = Selectable<DealsTable>;

export interface CatalogueDealRow extends DealRow {
  shops: { shopId: string; shopName: string; active: boolean }[];
  redemptions: number;
}

function jsonColumns(values: DealColumns) {
  return { ...values, article_ids: JSON.stringify(values.article_ids) };
}

/** Every deal, newest first, with its shops (by name) and how often it was redeemed. */
export async function listCatalogueDeals(db: Kysely<Database>, dealId?: string): Promise<CatalogueDealRow[]> {
  let query = db
    .selectFrom('deals as d')
    .selectAll('d')
    .select((eb) => [
      eb
        .selectFrom('deal_redemptions as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.deal_id', '=', 'd.id')
        .as('redemptions'),
      sql<CatalogueDealRow['shops']>`coalesce((
        SELECT json_agg(json_build_object('shopId', s.id, 'shopName', s.name, 'active', ds.active) ORDER BY s.name, s.id)
        FROM deal_shops ds JOIN shops s ON s.id = ds.shop_id WHERE ds.deal_id = d.id), '[]'::json)`.as(
        'shops',
      ),
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id');
  if (dealId) query = query.where('d.id', '=', dealId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, redemptions: Number(row.redemptions ?? 0) }));
}

export function findCatalogueDeal(db: Kysely<Database>, dealId: string) {
  return db.selectFrom('deals').select(['id', 'owner_shop_id']).where('id', '=', dealId).executeTakeFirst();
}

export async function insertCatalogueDeal(
  trx: Kysely<Database>,
  id: string,
  values: DealColumns,
): Promise<void> {
  await trx
    .insertInto('deals')
    .values({ id, owner_shop_id: null, ...jsonColumns(values) })
    .execute();
}

export async function updateCatalogueDeal(
  trx: Kysely<Database>,
  id: string,
  values: DealColumns,
): Promise<boolean> {
  const result = await trx
    .updateTable('deals')
    .set({ ...jsonColumns(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteCatalogueDeal(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('deals').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The shops among `shopIds` that exist. */
export async function existingShopIds(db: Kysely<Database>, shopIds: readonly string[]): Promise<string[]> {
  if (shopIds.length === 0) return [];
  const rows = await db.selectFrom('shops').select('id').where('id', 'in', shopIds).execute();
  return rows.map((row) => row.id);
}

/**
 * Links the deal to exactly these shops: new links start switched off (the shop switches them on),
 * kept links keep their state, dropped links go.
 */
export async function replaceDealShops(
  trx: Kysely<Database>,
  dealId: string,
  shopIds: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('deal_shops')
    .where('deal_id', '=', dealId)
    .where('shop_id', 'not in', [...shopIds])
    .execute();
  await trx
    .insertInto('deal_shops')
    .values(shopIds.map((shopId) => ({ shop_id: shopId, deal_id: dealId, active: false })))
    .onConflict((conflict) => conflict.columns(['shop_id', 'deal_id']).doNothing())
    .execute();
}

export interface OwnRedemptionRow {
  id: string;
  shop_id: string;
  shop_name: string;
  code: string;
  redeemed_at: Date;
  deal: DealRow;
}

/** The customer's own redemptions at every shop, newest first. */
export async function listOwnRedemptions(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<OwnRedemptionRow[]> {
  const rows = await db
    .selectFrom('deal_redemptions as r')
    .innerJoin('deals as d', 'd.id', 'r.deal_id')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .selectAll('d')
    .select([
      'r.id as redemption_id',
      'r.shop_id as redemption_shop_id',
      's.name as shop_name',
      'r.code',
      'r.redeemed_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.redeemed_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map(({ redemption_id, redemption_shop_id, shop_name, code, redeemed_at, ...deal }) => ({
    id: redemption_id,
    shop_id: redemption_shop_id,
    shop_name,
    code,
    redeemed_at,
    deal,
  }));
}
