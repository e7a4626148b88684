import type { ShopStatus } from '@studio/domain/shop';
import { type ShopListItem, shopListSchema } from '@studio/domain/shop-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { shopListSchema };

export interface ShopListFilter {
  search: string;
  status: ShopStatus | null;
}

/**
 * Shops, newest first, with their owner (global admin): one page paged by key, or without `page`
 * the API's first page of its default size.
 */
export function listShops(
  filter: ShopListFilter,
  page?: CursorPage,
  signal?: AbortSignal,
): Promise<ListPage<ShopListItem[]>> {
  const query = new URLSearchParams();
  if (page) query.set('limit', String(page.limit));
  if (page?.cursor) query.set('cursor', page.cursor);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.status) query.set('status', filter.status);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return api.list(`/shops/all/true${suffix}`, { schema: shopListSchema, signal });
}

export const shopListQueryOptions = (filter: ShopListFilter, page?: CursorPage) =>
  queryOptions({
    queryKey: queryKeys.shopList({ ...filter, ...page }),
    queryFn: ({ signal }) => listShops(filter, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useShopList(filter: ShopListFilter, page?: CursorPage) {
  return useQuery(shopListQueryOptions(filter, page));
}
