import { type PublicDeal, publicDealListSchema } from '@studio/domain/deal-contract';
import { type OrderDeal, orderDealTypes } from '@studio/domain/order-deal-pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/** A live deal that an order can carry, with the terms the summary prices it by. */
export interface OrderDealOption {
  deal: PublicDeal;
  terms: OrderDeal;
}

function termsOf(deal: PublicDeal): OrderDeal | null {
  switch (deal.type) {
    case 'order_percentage':
      return { type: 'order_percentage', percent: deal.percent ?? 0 };
    case 'article_highlight':
      return { type: 'article_highlight', percent: deal.percent ?? 0, articleIds: deal.articleIds };
    case 'bundle_price':
      return {
        type: 'bundle_price',
        articleIds: deal.articleIds,
        bundlePriceCents: deal.bundlePriceCents ?? 0,
      };
    default:
      return null;
  }
}

/**
 * GET shops/{shopId}/deals (public), kept to the deals an order redeems: the order types, without a
 * purchase (a deal that needs one is redeemed through its purchase, 2010).
 */
export async function listOrderDeals(shopId: string, signal?: AbortSignal): Promise<OrderDealOption[]> {
  const deals = await api.get(`/shops/${encodeURIComponent(shopId)}/deals`, {
    schema: publicDealListSchema,
    signal,
  });
  return deals.flatMap((deal) => {
    const terms = termsOf(deal);
    return terms && orderDealTypes.includes(terms.type) && !deal.requiresPurchase ? [{ deal, terms }] : [];
  });
}

export const orderDealsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: orderKeys.deals(shopId),
    queryFn: ({ signal }) => listOrderDeals(shopId, signal),
  });

export function useOrderDeals(shopId: string) {
  return useQuery(orderDealsQueryOptions(shopId));
}
