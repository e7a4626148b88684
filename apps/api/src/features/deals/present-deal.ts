import type { ManagedDeal, PublicDeal, ShopDeal, ShopDealValues } from '@studio/domain/deal-contract';
import type { CatalogueDealRow, DealRow } from './deals.repo.ts';
import type { ShopDealRow } from './shop-deals.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A deal's values by API field name (customers' view, and the live side of an approval). */
export function presentDeal(row: DealRow): PublicDeal {
  return {
    id: row.id,
    title: row.title,
    offerText: row.offer_text,
    description: row.description,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    hot: row.hot,
    multiUse: row.multi_use,
    type: row.type,
    imageUrl: row.image_url,
    requiresPurchase: row.requires_purchase,
    priceCents: row.price_cents,
    percent: row.percent,
    articleIds: row.article_ids,
    bundlePriceCents: row.bundle_price_cents,
  };
}

/** The values a shop admin proposes, as an approval stores and compares them. */
export function dealValuesOf(row: DealRow): ShopDealValues {
  const { id: _id, ...values } = presentDeal(row);
  return values;
}

export function presentManagedDeal(row: CatalogueDealRow): ManagedDeal {
  return {
    ...presentDeal(row),
    shopIds: row.shops.map((shop) => shop.shopId),
    shops: row.shops,
    ownerShopId: row.owner_shop_id,
    redemptions: row.redemptions,
    createdAt: iso(row.created_at),
  };
}

export function presentShopDeal(row: ShopDealRow, pendingChange: ShopDeal['pendingChange']): ShopDeal {
  return {
    ...presentDeal(row),
    active: row.active,
    readyMade: row.owner_shop_id === null,
    redemptions: row.redemptions,
    pendingChange,
  };
}
