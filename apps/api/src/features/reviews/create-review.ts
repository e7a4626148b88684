// POST me/bookings/{bookingId}/review: the customer rates a visit of theirs that was completed,
// once. Anything else (someone else's or an unknown booking, a visit not completed, a second
// review) answers 409 9409 alike, so the answer tells nothing about other people's bookings.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { firstNameOf, type ReviewWrite } from '@studio/domain/review-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findOwnBookingForReview, insertReview } from './reviews.repo.ts';

export async function createReview(
  db: Kysely<Database>,
  userId: string,
  bookingId: string,
  input: ReviewWrite,
  now: number,
): Promise<{ id: string }> {
  const booking = await findOwnBookingForReview(db, userId, bookingId);
  if (booking?.status !== 'completed') throw new AppError(ErrorCode.conflict);
  const id = randomUUID();
  const inserted = await insertReview(db, {
    id,
    shopId: booking.shop_id,
    bookingId: booking.id,
    userId,
    authorName: firstNameOf(booking.customer_name),
    rating: input.rating,
    text: input.text ? input.text : null,
    createdAt: new Date(now),
  });
  if (!inserted) throw new AppError(ErrorCode.conflict);
  return { id };
}
