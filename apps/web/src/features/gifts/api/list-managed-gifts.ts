import { type ManagedGift, managedGiftListSchema } from '@studio/domain/gift-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** Every gift of the shop with its change waiting for approval and its claim counts (admins). */
export function listManagedGifts(shopId: string, signal?: AbortSignal): Promise<ManagedGift[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/gifts/overview`, {
    schema: managedGiftListSchema,
    signal,
  });
}

export const managedGiftsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: giftKeys.overview(shopId),
    queryFn: ({ signal }) => listManagedGifts(shopId, signal),
    staleTime: 0,
  });

export function useManagedGifts(shopId: string) {
  return useQuery(managedGiftsQueryOptions(shopId));
}
