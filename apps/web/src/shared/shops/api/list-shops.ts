import type { ShopStatus } from '@studio/domain/shop';
import { type ShopListItem, shopListSchema } from '@studio/domain/shop-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { shopListSchema };

export interface ShopListFilter {
  search: string;
  status: ShopStatus | null;
}

/** Every shop, newest first, with its owner (global admin). */
export function listShops(filter: ShopListFilter, signal?: AbortSignal): Promise<ListPage<ShopListItem[]>> {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return api.list(`/shops/all/true${suffix}`, { schema: shopListSchema, signal });
}

export const shopListQueryOptions = (filter: ShopListFilter) =>
  queryOptions({
    queryKey: queryKeys.shopList(filter),
    queryFn: ({ signal }) => listShops(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useShopList(filter: ShopListFilter) {
  return useQuery(shopListQueryOptions(filter));
}
