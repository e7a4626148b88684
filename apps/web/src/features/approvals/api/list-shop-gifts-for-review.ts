import { type ManagedGift, managedGiftListSchema } from '@studio/domain/gift-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** A studio's gifts with their live values, to draw a gift change before and after (global admin). */
export function listShopGiftsForReview(shopId: string, signal?: AbortSignal): Promise<ManagedGift[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/gifts/overview`, {
    schema: managedGiftListSchema,
    signal,
  });
}

export const shopGiftsForReviewQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'gifts', 'overview'] as const,
    queryFn: ({ signal }) => listShopGiftsForReview(shopId, signal),
  });

export function useShopGiftsForReview(shopId: string) {
  return useQuery(shopGiftsForReviewQueryOptions(shopId));
}
