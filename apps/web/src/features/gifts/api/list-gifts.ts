import { ErrorCode } from '@studio/domain/error-codes';
import { type Gift, giftListSchema } from '@studio/domain/gift-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { giftKeys } from './gift-query-keys.ts';

/**
 * The gifts customers see now, each with the signed-in caller's claim; none while the studio has
 * the gifts module switched off (404 9404 is an answer here, not an error).
 */
export function listGifts(shopId: string, signal?: AbortSignal): Promise<Gift[]> {
  return api
    .get(`/shops/${encodeURIComponent(shopId)}/gifts`, {
      schema: giftListSchema,
      signal,
      expectedCodes: [ErrorCode.notFound],
    })
    .catch((error: unknown) => {
      if (isApiError(error) && error.errorCode === ErrorCode.notFound) return [];
      throw error;
    });
}

export const giftsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: giftKeys.live(shopId),
    queryFn: ({ signal }) => listGifts(shopId, signal),
    // Claims belong to whoever is signed in, and staff hand gifts over meanwhile: always ask again,
    // and follow a claim waiting at the counter until it is handed over.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((gift) => gift.claim?.status === 'claimed') ? 5000 : false,
  });

export function useGifts(shopId: string) {
  return useQuery(giftsQueryOptions(shopId));
}
