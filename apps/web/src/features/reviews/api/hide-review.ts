import { moderatedReviewSchema } from '@studio/domain/review-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { moderatedReviewsQueryOptions } from './list-moderated-reviews.ts';

/** Hidden already: 8001. */
export function hideReview(reviewId: string, reason: string) {
  return api.post(
    `/reviews/${encodeURIComponent(reviewId)}/hide`,
    { reason },
    { schema: moderatedReviewSchema },
  );
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) => hideReview(reviewId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderatedReviewsQueryOptions().queryKey }),
  });
}
