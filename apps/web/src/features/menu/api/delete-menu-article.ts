import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function deleteMenuArticle(shopId: string, id: string) {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/menu/articles/${encodeURIComponent(id)}`, {
    schema: z.unknown(),
  });
}

export function useDeleteMenuArticle(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMenuArticle(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) }),
  });
}
