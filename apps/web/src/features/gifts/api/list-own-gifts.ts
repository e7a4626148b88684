import { type OwnGift, ownGiftListSchema } from '@studio/domain/gift-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

export function listOwnGifts(signal?: AbortSignal): Promise<OwnGift[]> {
  return api.get('/me/gifts', { schema: ownGiftListSchema, signal, silent: true });
}

/** The gifts the signed-in customer holds at every studio, newest claim first. */
export function useOwnGifts() {
  return useQuery({ queryKey: giftKeys.held(), queryFn: ({ signal }) => listOwnGifts(signal) });
}
