import { type SavedShopDeal, type ShopDealWrite, savedShopDealSchema } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** POST shops/{shopId}/deals (new) or PUT …/deals/{id} (change): a shop admin's deal goes to approval. */
export function saveShopDeal(shopId: string, id: string | null, deal: ShopDealWrite): Promise<SavedShopDeal> {
  const base = `/shops/${encodeURIComponent(shopId)}/deals`;
  const options = { schema: savedShopDealSchema, quietCodes: [ErrorCode.invalidInput] };
  return id === null
    ? api.post(base, deal, options)
    : api.put(`${base}/${encodeURIComponent(id)}`, deal, options);
}

export function useSaveShopDeal(shopId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deal: ShopDealWrite) => saveShopDeal(shopId, id, deal),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
