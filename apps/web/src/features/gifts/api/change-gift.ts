import { ErrorCode } from '@studio/domain/error-codes';
import { type GiftUpdate, type ManagedGift, managedGiftSchema } from '@studio/domain/gift-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** A shop admin's change waits for approval; a global admin's applies at once. */
export function changeGift(shopId: string, id: string, body: GiftUpdate): Promise<ManagedGift> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/gifts/${encodeURIComponent(id)}`, body, {
    schema: managedGiftSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useChangeGift(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GiftUpdate }) => changeGift(shopId, id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.shop(shopId) });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
}
