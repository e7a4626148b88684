import { ErrorCode } from '@studio/domain/error-codes';
import { type GiftWrite, type ManagedGift, managedGiftSchema } from '@studio/domain/gift-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** A shop admin's gift waits for approval (`pendingChange`); a global admin's is live at once. */
export function createGift(shopId: string, body: GiftWrite): Promise<ManagedGift> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/gifts`, body, {
    schema: managedGiftSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateGift(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftWrite) => createGift(shopId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
