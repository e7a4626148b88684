import { ErrorCode } from '@studio/domain/error-codes';
import { type MenuArticleWrite, menuArticleSchema } from '@studio/domain/menu-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

/** Whole body; availability applies at once, the other fields of a live article after approval. */
export function updateMenuArticle(shopId: string, id: string, article: MenuArticleWrite) {
  return api.put(`/shops/${encodeURIComponent(shopId)}/menu/articles/${encodeURIComponent(id)}`, article, {
    schema: menuArticleSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateMenuArticle(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, article }: { id: string; article: MenuArticleWrite }) =>
      updateMenuArticle(shopId, id, article),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
