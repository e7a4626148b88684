import { type VoucherRedeemRequest, voucherRedeemRequestListSchema } from '@studio/domain/voucher-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function listPendingRedeemRequests(
  shopId: string,
  signal?: AbortSignal,
): Promise<VoucherRedeemRequest[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/vouchers/requests?status=pending`, {
    schema: voucherRedeemRequestListSchema,
    signal,
  });
}

/** Requests arrive while the customer stands at the counter: the list refreshes every few seconds. */
export const pendingRedeemRequestsQueryOptions = (shopId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: voucherKeys.requests(shopId),
    queryFn: ({ signal }) => listPendingRedeemRequests(shopId, signal),
    refetchInterval: 5000,
  });

export function usePendingRedeemRequests(shopId: string) {
  return useQuery(pendingRedeemRequestsQueryOptions(shopId));
}
