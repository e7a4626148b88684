import { type DealRedemption, dealRedemptionSchema } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/**
 * POST shops/{shopId}/deals/{id}/redeem, with the paid purchase for a deal that needs one: the
 * refusals (2003, 2010, 2011, 2012, 2014) are shown in place.
 */
export function redeemDeal(shopId: string, id: string, purchaseId?: string): Promise<DealRedemption> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/deals/${encodeURIComponent(id)}/redeem`,
    purchaseId ? { purchaseId } : {},
    {
      schema: dealRedemptionSchema,
      quietCodes: [
        ErrorCode.dealAlreadyRedeemed,
        ErrorCode.dealPurchaseRequired,
        ErrorCode.dealNeedsNoPurchase,
        ErrorCode.dealPurchaseNotFound,
        ErrorCode.dealNotRedeemable,
      ],
    },
  );
}

export function useRedeemDeal(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, purchaseId }: { id: string; purchaseId?: string }) =>
      redeemDeal(shopId, id, purchaseId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: dealKeys.purchases() }),
      ]),
  });
}
