// A deal's values as columns, from the API's field names (one mapping for every write).
import type { ShopDealValues } from '@studio/domain/deal-contract';
import type { Insertable } from 'kysely';
import type { DealsTable } from '../../db/schema.ts';

export type DealColumns = Required<
  Omit<Insertable<DealsTable>, 'id' | 'owner_shop_id' | 'created_at' | 'updated_at' | 'article_ids'>
> & { article_ids: string[] };

export function dealColumnsOf(values: ShopDealValues): DealColumns {
  return {
    title: values.title,
    offer_text: values.offerText,
    description: values.description,
    valid_from: values.validFrom,
    valid_to: values.validTo,
    hot: values.hot,
    multi_use: values.multiUse,
    type: values.type,
    image_url: values.imageUrl,
    requires_purchase: values.requiresPurchase,
    price_cents: values.priceCents,
    percent: values.percent,
    article_ids: values.articleIds,
    bundle_price_cents: values.bundlePriceCents,
  };
}
