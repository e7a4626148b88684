import {
  type ApprovalRequest,
  type ApprovalStatus,
  type ApprovalSubjectType,
  approvalRequestListSchema,
} from '@studio/domain/approvals-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { approvalRequestListSchema };

export interface ApprovalListFilter {
  status: ApprovalStatus | null;
  subjectType: ApprovalSubjectType | null;
}

/** Approval requests, newest first, each with the current next to the proposed values (global admin). */
export function listApprovals(
  filter: ApprovalListFilter,
  page: CursorPage,
  signal?: AbortSignal,
): Promise<ListPage<ApprovalRequest[]>> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  if (filter.status) query.set('status', filter.status);
  if (filter.subjectType) query.set('subjectType', filter.subjectType);
  return api.list(`/approvals?${query.toString()}`, { schema: approvalRequestListSchema, signal });
}

export const approvalListQueryOptions = (filter: ApprovalListFilter, page: CursorPage) =>
  queryOptions({
    queryKey: queryKeys.approvalList({ ...filter, ...page }),
    queryFn: ({ signal }) => listApprovals(filter, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useApprovalList(filter: ApprovalListFilter, page: CursorPage) {
  return useQuery(approvalListQueryOptions(filter, page));
}
