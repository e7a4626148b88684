import { type GiftClaim, type GiftClaimStatus, giftClaimListSchema } from '@studio/domain/gift-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './gift-query-keys.ts';

/** The customers' claims, those still to hand over first. */
export function listGiftClaims(
  shopId: string,
  status: GiftClaimStatus,
  signal?: AbortSignal,
): Promise<GiftClaim[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/gift-claims?status=${status}`, {
    schema: giftClaimListSchema,
    signal,
  });
}

export const giftClaimsQueryOptions = (shopId: string, status: GiftClaimStatus) =>
  queryOptions({
    queryKey: giftKeys.claims(shopId, status),
    queryFn: ({ signal }) => listGiftClaims(shopId, status, signal),
    // Customers claim at any time; the counter list follows without a reload.
    staleTime: 0,
    refetchInterval: 10_000,
  });

export function useGiftClaims(shopId: string, status: GiftClaimStatus) {
  return useQuery(giftClaimsQueryOptions(shopId, status));
}
