import { ErrorCode } from '@studio/domain/error-codes';
import {
  type ManagedShop,
  managedShopSchema,
  type UpdateShopRequest,
  updateShopRequestSchema,
} from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { updateShopRequestSchema };

/**
 * A global admin's change applies at once. For the shop's own admin, booking settings apply at
 * once and profile content becomes `pendingChange` until a global admin approves it.
 */
export function updateShop(shopId: string, body: UpdateShopRequest): Promise<ManagedShop> {
  return api.put(`/shops/${encodeURIComponent(shopId)}`, body, {
    schema: managedShopSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopRequest) => updateShop(shopId, body),
    onSuccess: (shop) => {
      queryClient.setQueryData(queryKeys.shopDetail(shopId), shop);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopApprovals(shopId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.approvals() });
    },
  });
}
