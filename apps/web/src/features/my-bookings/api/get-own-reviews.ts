import { type OwnReview, ownReviewSchema } from '@studio/domain/review-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

const ownReviewListSchema = z.array(ownReviewSchema);

/** Which of the caller's visits are rated already. */
export function getOwnReviews(signal?: AbortSignal): Promise<OwnReview[]> {
  return api.get('/me/reviews', { schema: ownReviewListSchema, signal });
}

export const ownReviewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ownReviews(), queryFn: ({ signal }) => getOwnReviews(signal) });

export function useOwnReviews(enabled: boolean) {
  return useQuery({ ...ownReviewsQueryOptions(), enabled });
}
