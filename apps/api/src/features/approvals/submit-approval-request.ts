import { randomUUID } from 'node:crypto';
import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import type { ProposedValues } from './approval-registry.ts';
import { upsertPendingRequest } from './approvals.repo.ts';

export interface ApprovalSubmission {
  subjectType: ApprovalSubjectType;
  subjectId: string;
  /** The proposed values by API field name: only the fields that change. */
  proposed: ProposedValues;
  submittedBy: string | null;
}

/**
 * A shop admin's change to approval-bound content waits for a global admin: a new pending request,
 * or merged into the subject's pending one (later values win). The live subject stays as it was.
 * This is the entry point for every approval-bound feature (shop profile, deals, gifts, …).
 */
export async function submitApprovalRequest(
  db: Kysely<Database>,
  shopId: string,
  submission: ApprovalSubmission,
): Promise<ApprovalRequestRow> {
  return upsertPendingRequest(db, shopId, {
    id: randomUUID(),
    subjectType: submission.subjectType,
    subjectId: submission.subjectId,
    payload: submission.proposed,
    submittedBy: submission.submittedBy,
  });
}
