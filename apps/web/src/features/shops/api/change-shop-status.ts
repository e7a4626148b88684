import type { ShopStatus } from '@studio/domain/shop';
import { type ManagedShop, managedShopSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { shopDetailQueryKey } from './get-shop-detail.ts';

/** A transition the table does not allow answers 409 (9409); the dialog shows the server's words (spec §7). */
export function changeShopStatus(shopId: string, status: ShopStatus): Promise<ManagedShop> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/${status}`, undefined, {
    schema: managedShopSchema,
    quietCodes: [9409, 1001],
  });
}

export function useChangeShopStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, status }: { shopId: string; status: ShopStatus }) =>
      changeShopStatus(shopId, status),
    onSuccess: (shop) => {
      queryClient.setQueryData(shopDetailQueryKey(shop.id), shop);
      void queryClient.invalidateQueries({ queryKey: ['shops', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['shops', shop.id], exact: true });
    },
  });
}
