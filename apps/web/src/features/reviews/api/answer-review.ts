import { publicReviewSchema } from '@studio/domain/review-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The studio's public answer; a new one replaces the old. */
export function answerReview(shopId: string, reviewId: string, answer: string) {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/reviews/${encodeURIComponent(reviewId)}/answer`,
    { answer },
    { schema: publicReviewSchema },
  );
}

export function useAnswerReview(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, answer }: { reviewId: string; answer: string }) =>
      answerReview(shopId, reviewId, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shopReviews(shopId) }),
  });
}
