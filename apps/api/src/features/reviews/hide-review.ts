// POST reviews/{id}/hide: the global admin takes a review that breaks the rules off the studio's
// page and out of its average; the row stays with the reason and who hid it.
import { ErrorCode } from '@studio/domain/error-codes';
import type { ModeratedReview } from '@studio/domain/review-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentModeratedReview } from './present-review.ts';
import { findReviewForModeration, recordHidden } from './reviews.repo.ts';

export async function hideReview(
  db: Kysely<Database>,
  id: string,
  hide: { reason: string; by: string; now: number },
): Promise<ModeratedReview> {
  const before = await findReviewForModeration(db, id);
  if (!before) throw new AppError(ErrorCode.notFound);
  if (!(await recordHidden(db, id, { reason: hide.reason, by: hide.by, at: new Date(hide.now) })))
    throw new AppError(ErrorCode.requestAlreadyHandled);
  const after = await findReviewForModeration(db, id);
  if (!after) throw new AppError(ErrorCode.notFound);
  return presentModeratedReview(after);
}
