import { type MenuCategory, menuCategoryListSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function listMenuCategories(shopId: string, signal?: AbortSignal): Promise<MenuCategory[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/menu/categories`, {
    schema: menuCategoryListSchema,
    signal,
  });
}

export function useMenuCategories(shopId: string) {
  return useQuery({
    queryKey: menuKeys.categories(shopId),
    queryFn: ({ signal }) => listMenuCategories(shopId, signal),
  });
}
