// A shop's deals: every statement names the shop, so a deal of another shop is out of reach even
// when its id is handed over.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DealColumns } from './deal-columns.ts';
import type { DealRow } from './deals.repo.ts';

export interface ShopDealRow extends DealRow {
  active: boolean;
  redemptions: number;
}

function shopDeals(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('deal_shops as ds')
    .innerJoin('deals as d', 'd.id', 'ds.deal_id')
    .selectAll('d')
    .select((eb) => [
      'ds.active',
      eb
        .selectFrom('deal_redemptions as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.deal_id', '=', 'd.id')
        .where('r.shop_id', '=', shopId)
        .as('redemptions'),
    ])
    .where('ds.shop_id', '=', shopId);
}

const counted = <T extends { redemptions: number | null }>(row: T) => ({
  ...row,
  redemptions: Number(row.redemptions ?? 0),
});

/** Every deal linked to the shop, switched on or not. */
export async function listShopDeals(db: Kysely<Database>, shopId: string): Promise<ShopDealRow[]> {
  const rows = await shopDeals(db, shopId).orderBy('d.created_at', 'desc').orderBy('d.id').execute();
  return rows.map(counted);
}

/** The shop's switched-on deals valid on `day` (the shop's calendar day). */
export async function listLiveShopDeals(
  db: Kysely<Database>,
  shopId: string,
  day: string,
): Promise<ShopDealRow[]> {
  const rows = await shopDeals(db, shopId)
    .where('ds.active', '=', true)
    .where('d.valid_from', '<=', day)
    .where('d.valid_to', '>=', day)
    .execute();
  return rows.map(counted);
}

export async function findShopDeal(
  db: Kysely<Database>,
  shopId: string,
  dealId: string,
): Promise<ShopDealRow | undefined> {
  const row = await shopDeals(db, shopId).where('d.id', '=', dealId).executeTakeFirst();
  return row ? counted(row) : undefined;
}

/** These deals of these shops (each with its shop's redemptions), in one statement. */
export async function findShopDealsOf(
  db: Kysely<Database>,
  wanted: readonly { shopId: string; dealId: string }[],
): Promise<(ShopDealRow & { shop_id: string })[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('deal_shops as ds')
    .innerJoin('deals as d', 'd.id', 'ds.deal_id')
    .selectAll('d')
    .select((eb) => [
      'ds.shop_id',
      'ds.active',
      eb
        .selectFrom('deal_redemptions as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.deal_id', '=', 'd.id')
        .whereRef('r.shop_id', '=', 'ds.shop_id')
        .as('redemptions'),
    ])
    .where((eb) =>
      eb.or(
        wanted.map(({ shopId, dealId }) =>
          eb.and([eb('ds.shop_id', '=', shopId), eb('ds.deal_id', '=', dealId)]),
        ),
      ),
    )
    .execute();
  return rows.map(counted);
}

/** Switches a linked deal on or off for the shop; false when the deal is not the shop's. */
export async function setShopDealActive(
  db: Kysely<Database>,
  shopId: string,
  dealId: string,
  active: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('deal_shops')
    .set({ active, changed_at: sql`now()` })
    .where('shop_id', '=', shopId)
    .where('deal_id', '=', dealId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The shop's own deal (an approved proposal), created live and switched on. */
export async function insertOwnDeal(
  trx: Kysely<Database>,
  shopId: string,
  dealId: string,
  values: DealColumns,
): Promise<void> {
  await trx
    .insertInto('deals')
    .values({ id: dealId, owner_shop_id: shopId, ...values, article_ids: JSON.stringify(values.article_ids) })
    .execute();
  await trx.insertInto('deal_shops').values({ shop_id: shopId, deal_id: dealId, active: true }).execute();
}

/** Changes one of the shop's own deals; false when it has none by that id. */
export async function updateOwnDeal(
  trx: Kysely<Database>,
  shopId: string,
  dealId: string,
  values: DealColumns,
): Promise<boolean> {
  const result = await trx
    .updateTable('deals')
    .set({ ...values, article_ids: JSON.stringify(values.article_ids), updated_at: sql`now()` })
    .where('id', '=', dealId)
    .where('owner_shop_id', '=', shopId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A customer's purchase of the shop's deal, when it exists. */
export function findDealPurchase(
  db: Kysely<Database>,
  shopId: string,
  purchase: { id: string; dealId: string; userId: string },
) {
  return db
    .selectFrom('deal_purchases as p')
    .select([
      'p.id',
      'p.status',
      (eb) =>
        eb
          .exists(
            eb.selectFrom('deal_redemptions as r').select('r.id').whereRef('r.purchase_id', '=', 'p.id'),
          )
          .as('used'),
    ])
    .where('p.shop_id', '=', shopId)
    .where('p.id', '=', purchase.id)
    .where('p.deal_id', '=', purchase.dealId)
    .where('p.user_id', '=', purchase.userId)
    .executeTakeFirst();
}

export async function countOwnRedemptions(
  db: Kysely<Database>,
  shopId: string,
  dealId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('deal_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('deal_id', '=', dealId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records a redemption. A single-use deal's second redemption by the same customer at the same
 * shop breaks deal_redemptions_single_use_key, also when both arrive at once.
 */
export function insertRedemption(
  db: Kysely<Database>,
  shopId: string,
  redemption: {
    id: string;
    dealId: string;
    userId: string;
    purchaseId: string | null;
    multiUse: boolean;
    code: string;
    /** The app clock's instant (not the database's now()): the customer's countdown runs from it. */
    redeemedAt: Date;
  },
) {
  return db
    .insertInto('deal_redemptions')
    .values({
      id: redemption.id,
      shop_id: shopId,
      deal_id: redemption.dealId,
      user_id: redemption.userId,
      purchase_id: redemption.purchaseId,
      multi_use: redemption.multiUse,
      code: redemption.code,
      redeemed_at: redemption.redeemedAt,
    })
    .returning(['id', 'code', 'redeemed_at'])
    .executeTakeFirstOrThrow();
}

/** The shop's redemptions, newest first, optionally only those with a code (staff check it). */
export function listShopRedemptions(
  db: Kysely<Database>,
  shopId: string,
  filter: { code?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('deal_redemptions as r')
    .innerJoin('deals as d', 'd.id', 'r.deal_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.code',
      'r.redeemed_at',
      'r.deal_id',
      'd.title',
      'u.id as user_id',
      'u.name',
      'u.email',
    ])
    .where('r.shop_id', '=', shopId);
  if (filter.code) query = query.where('r.code', '=', filter.code);
  return query.orderBy('r.redeemed_at', 'desc').orderBy('r.id').limit(filter.limit).execute();
}
