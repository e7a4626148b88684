import { type MenuArticle, menuArticleListSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function listMenuArticles(shopId: string, signal?: AbortSignal): Promise<MenuArticle[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/menu/articles`, {
    schema: menuArticleListSchema,
    signal,
  });
}

/** Every article with its approval state (shop admin). */
export function useMenuArticles(shopId: string) {
  return useQuery({
    queryKey: menuKeys.articles(shopId),
    queryFn: ({ signal }) => listMenuArticles(shopId, signal),
  });
}
