// POST shops/{shopId}/reviews/{id}/answer: the studio answers a review publicly; a second answer
// replaces the first.
import { ErrorCode } from '@studio/domain/error-codes';
import type { PublicReview } from '@studio/domain/review-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentReview } from './present-review.ts';
import { findShopReview, recordAnswer } from './reviews.repo.ts';

export async function answerReview(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  answer: string,
  now: number,
): Promise<PublicReview> {
  if (!(await recordAnswer(db, shopId, id, answer, new Date(now)))) throw new AppError(ErrorCode.notFound);
  const review = await findShopReview(db, shopId, id);
  if (!review) throw new AppError(ErrorCode.notFound);
  return presentReview(review);
}
