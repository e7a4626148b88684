import { type GiftClaim, giftClaimSchema } from '@studio/domain/gift-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** Staff mark a claimed gift as handed over (a second marking: 409 8001, shown as a message). */
export function handOverGiftClaim(shopId: string, claimId: string): Promise<GiftClaim> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/gift-claims/${encodeURIComponent(claimId)}/hand-over`,
    undefined,
    { schema: giftClaimSchema },
  );
}

export function useHandOverGiftClaim(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => handOverGiftClaim(shopId, claimId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.shop(shopId) }),
  });
}
