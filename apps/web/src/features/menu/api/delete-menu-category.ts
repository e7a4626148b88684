import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

/** 9409 while articles are in it: the snackbar says so. */
export function deleteMenuCategory(shopId: string, id: string) {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/menu/categories/${encodeURIComponent(id)}`, {
    schema: z.unknown(),
  });
}

export function useDeleteMenuCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMenuCategory(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.shop(shopId) }),
  });
}
