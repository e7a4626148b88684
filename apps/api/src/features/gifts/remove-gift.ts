import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { submitApprovalRequest } from '../approvals/approvals.public.ts';
import { findGift, markGiftRemoved } from './gifts.repo.ts';

/**
 * DELETE gifts/{id}: a global admin takes the gift off at once ('removed'); a shop admin's removal
 * waits for approval ('pending'). Claims already made stay for the staff to hand over.
 */
export async function removeGift(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  id: string,
): Promise<'removed' | 'pending'> {
  if (identity.role === 'globalAdmin') {
    if (!(await markGiftRemoved(db, shopId, id))) throw new AppError(ErrorCode.notFound);
    return 'removed';
  }
  if (!(await findGift(db, shopId, id))) throw new AppError(ErrorCode.notFound);
  await submitApprovalRequest(db, shopId, {
    subjectType: 'gift',
    subjectId: id,
    proposed: { removed: true },
    submittedBy: identity.uid,
  });
  return 'pending';
}
