import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import type { ProposedValues } from './approval-registry.ts';
import type { ApprovalListRow } from './approvals.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Picks from the live subject the fields the request proposes to change. */
function currentOf(row: ApprovalListRow, live: ProposedValues | undefined): ProposedValues | null {
  if (!live) return null;
  return Object.fromEntries(Object.keys(row.payload).map((field) => [field, live[field] ?? null]));
}

export function presentApprovalRequest(
  row: ApprovalListRow,
  live: ProposedValues | undefined,
): ApprovalRequest {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    shopCurrencyCode: row.shop_currency_code,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    status: row.status,
    proposed: row.payload,
    current: currentOf(row, live),
    reason: row.reason,
    submittedBy:
      row.submitted_by && row.submitter_email !== null
        ? { uid: row.submitted_by, name: row.submitter_name ?? '', email: row.submitter_email }
        : null,
    submittedAt: iso(row.submitted_at),
    decidedBy:
      row.decided_by && row.decider_email !== null
        ? { uid: row.decided_by, name: row.decider_name ?? '', email: row.decider_email }
        : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}
