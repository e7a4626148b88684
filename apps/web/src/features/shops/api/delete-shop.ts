import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Deletes a shop and everything of it; its admins become app users without a shop. */
export function deleteShop(shopId: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}`);
}

export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShop,
    onSuccess: (_result, shopId) => {
      queryClient.removeQueries({ queryKey: queryKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}
