import type { ReviewWrite } from '@studio/domain/review-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

const createdSchema = z.object({ id: z.string() });

/** A visit not completed, someone else's or rated already answers 9409 (the catalogue's text). */
export function reviewVisit(bookingId: string, review: ReviewWrite): Promise<{ id: string }> {
  return api.post(`/me/bookings/${encodeURIComponent(bookingId)}/review`, review, { schema: createdSchema });
}

export function useReviewVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, review }: { bookingId: string; review: ReviewWrite }) =>
      reviewVisit(bookingId, review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownReviews() }),
  });
}
