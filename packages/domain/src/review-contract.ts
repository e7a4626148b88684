// Reviews: POST me/bookings/{bookingId}/review, GET me/reviews, GET shops/{shopId}/reviews (public),
// POST shops/{shopId}/reviews/{id}/answer (shop admin), GET reviews and POST reviews/{id}/hide
// (global admin).
import { z } from 'zod';

export const reviewTextMax = 2000;
export const reviewListMax = 100;

export const reviewWriteSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().max(reviewTextMax).optional(),
});
export type ReviewWrite = z.infer<typeof reviewWriteSchema>;

export const reviewAnswerWriteSchema = z.object({ answer: z.string().trim().min(1).max(reviewTextMax) });
export type ReviewAnswerWrite = z.infer<typeof reviewAnswerWriteSchema>;

export const reviewHideWriteSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type ReviewHideWrite = z.infer<typeof reviewHideWriteSchema>;

/** A review as the public sees it: the author's first name only. */
export const publicReviewSchema = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    text: z.string().optional(),
    authorName: z.string(),
    createdAt: z.string(),
    answer: z.string().optional(),
    answeredAt: z.string().optional(),
  })
  .meta({ id: 'Review' });
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewListSchema = z
  .object({
    /** Of the visible reviews, to one decimal; null while there is none. */
    average: z.number().nullable(),
    count: z.number().int(),
    items: z.array(publicReviewSchema),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The caller's own review of one visit. */
export const ownReviewSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    shopId: z.string(),
    rating: z.number().int(),
    text: z.string().optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'OwnReview' });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A review in the global admin's moderation list, hidden ones with their reason. */
export const moderatedReviewSchema = publicReviewSchema
  .extend({
    shopId: z.string(),
    shopName: z.string(),
    hidden: z.boolean(),
    hiddenReason: z.string().optional(),
    hiddenAt: z.string().optional(),
  })
  .meta({ id: 'ModeratedReview' });
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** The first word of a name: what a review and a calendar entry show of a person. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
