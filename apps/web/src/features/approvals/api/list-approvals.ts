import {
  type ApprovalRequest,
  type ApprovalStatus,
  type ApprovalSubjectType,
  approvalRequestListSchema,
} from '@studio/domain/approvals-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { approvalRequestListSchema };

export interface ApprovalListFilter {
  status: ApprovalStatus | null;
  subjectType: ApprovalSubjectType | null;
}

/** Approval requests, newest first, each with the current next to the proposed values (global admin). */
export function listApprovals(
  filter: ApprovalListFilter,
  signal?: AbortSignal,
): Promise<ListPage<ApprovalRequest[]>> {
  const query = new URLSearchParams({ limit: '200' });
  if (filter.status) query.set('status', filter.status);
  if (filter.subjectType) query.set('subjectType', filter.subjectType);
  return api.list(`/approvals?${query.toString()}`, { schema: approvalRequestListSchema, signal });
}

export const approvalListQueryOptions = (filter: ApprovalListFilter) =>
  queryOptions({
    queryKey: queryKeys.approvalList(filter),
    queryFn: ({ signal }) => listApprovals(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useApprovalList(filter: ApprovalListFilter) {
  return useQuery(approvalListQueryOptions(filter));
}
