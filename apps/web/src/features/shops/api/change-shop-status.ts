import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopStatus } from '@studio/domain/shop';
import { type ManagedShop, managedShopSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** A transition the table does not allow (9409) or a studio not ready to go live (2050): the dialog shows why. */
export function changeShopStatus(shopId: string, status: ShopStatus): Promise<ManagedShop> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/${status}`, undefined, {
    schema: managedShopSchema,
    quietCodes: [ErrorCode.conflict, ErrorCode.shopNotFound, ErrorCode.shopNotReadyToGoLive],
  });
}

export function useChangeShopStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, status }: { shopId: string; status: ShopStatus }) =>
      changeShopStatus(shopId, status),
    onSuccess: (shop) => {
      queryClient.setQueryData(queryKeys.shopDetail(shop.id), shop);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shop(shop.id), exact: true });
    },
  });
}
