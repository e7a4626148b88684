import { type ShopDeal, shopDealSchema } from '@studio/domain/deal-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** PUT shops/{shopId}/deals/{id}/active: switches a deal on or off for the shop, at once. */
export function setDealActive(shopId: string, id: string, active: boolean): Promise<ShopDeal> {
  return api.put(
    `/shops/${encodeURIComponent(shopId)}/deals/${encodeURIComponent(id)}/active`,
    { active },
    { schema: shopDealSchema },
  );
}

export function useSetDealActive(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setDealActive(shopId, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.shop(shopId) }),
  });
}
