import { ErrorCode } from '@studio/domain/error-codes';
import { type MenuArticleWrite, menuArticleSchema } from '@studio/domain/menu-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

/** A shop admin's new article waits for approval; a global admin's is live at once. */
export function createMenuArticle(shopId: string, article: MenuArticleWrite) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/menu/articles`, article, {
    schema: menuArticleSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateMenuArticle(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (article: MenuArticleWrite) => createMenuArticle(shopId, article),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
