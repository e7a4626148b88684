import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { listPendingRequestsOfShop } from './approvals.repo.ts';

/** A shop's changes of one kind that wait for approval, oldest first (for features listing "pending"). */
export function listPendingApprovals(
  db: Kysely<Database>,
  shopId: string,
  subjectType: ApprovalSubjectType,
): Promise<ApprovalRequestRow[]> {
  return listPendingRequestsOfShop(db, shopId, subjectType);
}
