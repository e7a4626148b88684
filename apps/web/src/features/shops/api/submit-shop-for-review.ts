import { ErrorCode } from '@studio/domain/error-codes';
import { type ManagedShop, managedShopSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/**
 * The owner asks for review. An incomplete profile answers 9400 naming the missing fields; an
 * active or suspended shop 9409. Both are shown on the status card.
 */
export function submitShopForReview(shopId: string): Promise<ManagedShop> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/submit-for-review`, undefined, {
    schema: managedShopSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.conflict],
  });
}

export function useSubmitShopForReview(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitShopForReview(shopId),
    onSuccess: (shop) => queryClient.setQueryData(queryKeys.shopDetail(shopId), shop),
  });
}
