import { moderatedReviewSchema } from '@studio/domain/review-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const moderationListSchema = z.array(moderatedReviewSchema);

/** GET reviews (global admin): every studio's reviews, newest first, hidden ones with their reason. */
export function listModeratedReviews(signal?: AbortSignal) {
  return api.get('/reviews', { schema: moderationListSchema, signal });
}

export const moderatedReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'moderation'],
    queryFn: ({ signal }) => listModeratedReviews(signal),
  });

export function useModeratedReviews() {
  return useQuery(moderatedReviewsQueryOptions());
}
