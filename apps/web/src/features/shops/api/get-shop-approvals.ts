import { type ApprovalRequest, approvalRequestListSchema } from '@studio/domain/approvals-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { approvalRequestListSchema as shopApprovalsSchema };

/** How many of its latest requests the owner's status card looks at. */
const RECENT_LIMIT = 5;

/** A shop's own latest approval requests, newest first, with rejection reasons. */
export function getShopApprovals(shopId: string, signal?: AbortSignal): Promise<ApprovalRequest[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/approvals?limit=${RECENT_LIMIT}`, {
    schema: approvalRequestListSchema,
    signal,
    silent: true,
  });
}

export const shopApprovalsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopApprovals(shopId),
    queryFn: ({ signal }) => getShopApprovals(shopId, signal),
    staleTime: 0,
  });

export function useShopApprovals(shopId: string | null) {
  return useQuery({ ...shopApprovalsQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
