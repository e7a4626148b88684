import { type Gift, giftSchema } from '@studio/domain/gift-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** A customer claims a gift once (a second claim: 409 9409, shown as a message). */
export function claimGift(shopId: string, giftId: string): Promise<Gift> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/gifts/${encodeURIComponent(giftId)}/claim`,
    undefined,
    { schema: giftSchema },
  );
}

export function useClaimGift(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftId: string) => claimGift(shopId, giftId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.live(shopId) }),
  });
}
