import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { type ApprovalFilter, type ApprovalListRow, listRequests } from './approvals.repo.ts';
import { presentApprovalRequest } from './present-approval-request.ts';

async function withCurrentValues(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  row: ApprovalListRow,
): Promise<ApprovalRequest> {
  const subject = registry.get(row.subject_type);
  const live = subject ? await subject.current(db, row.shop_id, row.subject_id) : undefined;
  return presentApprovalRequest(row, live);
}

/**
 * Approval requests, newest first, each with the shop's name and the current next to the proposed
 * values. Global admins list every shop's; a shop admin's call passes its own shopId in the filter.
 */
export async function listApprovalRequests(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  filter: ApprovalFilter,
  page: { limit: number; offset: number },
): Promise<{ requests: ApprovalRequest[]; total: number }> {
  const { rows, total } = await listRequests(db, filter, page);
  const requests: ApprovalRequest[] = [];
  for (const row of rows) requests.push(await withCurrentValues(db, registry, row));
  return { requests, total };
}

/** One request in the same presentation (after a decision). */
export async function showApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  id: string,
): Promise<ApprovalRequest | undefined> {
  const { rows } = await listRequests(db, { id }, { limit: 1, offset: 0 });
  const row = rows[0];
  return row ? withCurrentValues(db, registry, row) : undefined;
}
