import { type DealRedemption, dealRedemptionSchema } from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** POST shops/{shopId}/deals/{id}/redeem: the refusals (2003, 2010, 2011, 2014) are shown in place. */
export function redeemDeal(shopId: string, id: string): Promise<DealRedemption> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/deals/${encodeURIComponent(id)}/redeem`,
    {},
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
    mutationFn: (id: string) => redeemDeal(shopId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.mine() }),
  });
}
