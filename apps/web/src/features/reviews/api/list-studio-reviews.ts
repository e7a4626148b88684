import { type ReviewList, reviewListSchema } from '@studio/domain/review-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The studio's visible reviews as its customers see them, newest first. */
export function listStudioReviews(shopId: string, signal?: AbortSignal): Promise<ReviewList> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/reviews`, { schema: reviewListSchema, signal });
}

export const studioReviewsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: [...queryKeys.shopReviews(shopId), 'admin'],
    queryFn: ({ signal }) => listStudioReviews(shopId, signal),
  });

export function useStudioReviews(shopId: string) {
  return useQuery(studioReviewsQueryOptions(shopId));
}
