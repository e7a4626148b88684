import { menuCategoryListSchema } from '@studio/domain/menu-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** A shop's menu categories by id, to name a menu article's category in its approval (global admin). */
export async function listMenuCategoryNames(
  shopId: string,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const categories = await api.get(`/shops/${encodeURIComponent(shopId)}/menu/categories`, {
    schema: menuCategoryListSchema,
    signal,
  });
  return new Map(categories.map((category) => [category.id, category.name]));
}

export const menuCategoryNamesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: [...queryKeys.shop(shopId), 'menu-category-names'] as const,
    queryFn: ({ signal }) => listMenuCategoryNames(shopId, signal),
  });

/** Asks only for a menu request's shop (`shopId` null: nothing to name). */
export function useMenuCategoryNames(shopId: string | null) {
  return useQuery({ ...menuCategoryNamesQueryOptions(shopId ?? ''), enabled: shopId !== null });
}
