import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Deletes a shop and everything of it; its admins become app users without a shop. */
export function deleteShop(shopId: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}`);
}

export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShop,
    onSuccess: (_result, shopId) => {
      queryClient.removeQueries({ queryKey: ['shops', shopId] });
      void queryClient.invalidateQueries({ queryKey: ['shops', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
