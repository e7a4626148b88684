import type { ApprovalRequest, ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { Kysely } from 'kysely';
import type { KeysetPage } from '../../db/keyset-page.ts';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { type ApprovalRegistry, type ProposedValues, subjectKey } from './approval-registry.ts';
import { type ApprovalFilter, type ApprovalListRow, listRequests } from './approvals.repo.ts';
import { presentApprovalRequest } from './present-approval-request.ts';

/** The requests with their subjects' live values: one statement per kind of subject on the page. */
async function withCurrentValues(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  rows: ApprovalListRow[],
): Promise<ApprovalRequest[]> {
  const live = new Map<ApprovalSubjectType, Map<string, ProposedValues>>();
  for (const type of new Set(rows.map((row) => row.subject_type))) {
    const subject = registry.get(type);
    const ofType = rows
      .filter((row) => row.subject_type === type)
      .map((row) => ({ shopId: row.shop_id, subjectId: row.subject_id }));
    if (subject) live.set(type, await subject.current(db, ofType));
  }
  return rows.map((row) =>
    presentApprovalRequest(
      row,
      live.get(row.subject_type)?.get(subjectKey({ shopId: row.shop_id, subjectId: row.subject_id })),
    ),
  );
}

/**
 * Approval requests, newest first, each with the shop's name and the current next to the proposed
 * values. Global admins list every shop's; a shop admin's call passes its own shopId in the filter.
 */
export async function listApprovalRequests(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  filter: ApprovalFilter,
  page: KeysetPage,
): Promise<{ requests: ApprovalRequest[]; count: MatchCount; nextCursor: string | undefined }> {
  const { rows, count, nextCursor } = await listRequests(db, filter, page);
  return { requests: await withCurrentValues(db, registry, rows), count, nextCursor };
}

/** One request in the same presentation (after a decision). */
export async function showApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  id: string,
): Promise<ApprovalRequest | undefined> {
  const { rows } = await listRequests(db, { id }, { limit: 1, offset: 0 });
  const [request] = await withCurrentValues(db, registry, rows);
  return request;
}
