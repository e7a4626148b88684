import type { ModeratedReview, OwnReview, PublicReview } from '@studio/domain/review-contract';
import type { listOwnReviews, listReviewsForModeration, listVisibleShopReviews } from './reviews.repo.ts';

type ReviewRow = Awaited<ReturnType<typeof listVisibleShopReviews>>[number];
type ModerationRow = Awaited<ReturnType<typeof listReviewsForModeration>>[number];
type OwnReviewRow = Awaited<ReturnType<typeof listOwnReviews>>[number];

export function presentReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
    ...(row.text ? { text: row.text } : {}),
    ...(row.answer ? { answer: row.answer } : {}),
    ...(row.answered_at ? { answeredAt: row.answered_at.toISOString() } : {}),
  };
}

export function presentModeratedReview(row: ModerationRow): ModeratedReview {
  return {
    ...presentReview(row),
    shopId: row.shop_id,
    shopName: row.shop_name,
    hidden: row.hidden_at !== null,
    ...(row.hidden_reason ? { hiddenReason: row.hidden_reason } : {}),
    ...(row.hidden_at ? { hiddenAt: row.hidden_at.toISOString() } : {}),
  };
}

export function presentOwnReview(row: OwnReviewRow): OwnReview {
  return {
    id: row.id,
    bookingId: row.booking_id,
    shopId: row.shop_id,
    rating: row.rating,
    createdAt: row.created_at.toISOString(),
    ...(row.text ? { text: row.text } : {}),
  };
}
