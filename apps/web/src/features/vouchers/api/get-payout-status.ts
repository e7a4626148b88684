import { type ConnectStatus, connectStatusSchema } from '@studio/domain/payments-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function getPayoutStatus(shopId: string, signal?: AbortSignal): Promise<ConnectStatus> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/connect/status`, {
    schema: connectStatusSchema,
    signal,
  });
}

/** Read fresh each time: verification happens at the provider, outside this app. */
/** Read fresh on every visit: verification happens at the provider, outside this app. */
export const payoutStatusQueryOptions = (shopId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: voucherKeys.payouts(shopId),
    queryFn: ({ signal }) => getPayoutStatus(shopId, signal),
  });

export function usePayoutStatus(shopId: string) {
  return useQuery(payoutStatusQueryOptions(shopId));
}
