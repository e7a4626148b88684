import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

// Read on the studio page, which keeps zod out of its code: valibot, as for the shop itself.
const shopReviewsSchema = v.object({
  average: v.nullable(v.number()),
  count: v.number(),
  items: v.array(
    v.object({
      id: v.string(),
      rating: v.number(),
      text: v.optional(v.string()),
      authorName: v.string(),
      createdAt: v.string(),
      answer: v.optional(v.string()),
      answeredAt: v.optional(v.string()),
    }),
  ),
});
export type ShopReviews = v.InferOutput<typeof shopReviewsSchema>;
const answerSchema = valibotAnswerSchema(shopReviewsSchema);

/** The studio's visible reviews, newest first, with their average and count. */
export function getShopReviews(shopId: string, signal?: AbortSignal): Promise<ShopReviews> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/reviews`, { schema: answerSchema, signal });
}

export const shopReviewsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopReviews(shopId),
    queryFn: ({ signal }) => getShopReviews(shopId, signal),
    staleTime: 60 * 1000,
  });

export function useShopReviews(shopId: string) {
  return useQuery(shopReviewsQueryOptions(shopId));
}
