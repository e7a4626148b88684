import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { findPendingRequest } from './approvals.repo.ts';

/** The change of a subject that waits for approval, if any (for features showing "pending"). */
export function findPendingApproval(
  db: Kysely<Database>,
  shopId: string,
  subjectType: ApprovalSubjectType,
  subjectId: string,
): Promise<ApprovalRequestRow | undefined> {
  return findPendingRequest(db, shopId, subjectType, subjectId);
}
