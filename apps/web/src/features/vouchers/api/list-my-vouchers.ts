import { type HeldVoucher, heldVoucherListSchema } from '@studio/domain/voucher-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function listMyVouchers(signal?: AbortSignal): Promise<HeldVoucher[]> {
  return api.get('/me/vouchers', { schema: heldVoucherListSchema, signal });
}

/** While a request waits at the counter, the balance refreshes until the studio decides. */
export const myVouchersQueryOptions = () =>
  queryOptions({
    queryKey: voucherKeys.held(),
    queryFn: ({ signal }) => listMyVouchers(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((voucher) => voucher.pendingRequest) ? 3000 : false),
  });

export function useMyVouchers() {
  return useQuery(myVouchersQueryOptions());
}
