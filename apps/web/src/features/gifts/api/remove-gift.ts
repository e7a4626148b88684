import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** Removed at once for a global admin; a shop admin's removal waits for approval. */
export function removeGift(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/gifts/${encodeURIComponent(id)}`);
}

export function useRemoveGift(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeGift(shopId, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
