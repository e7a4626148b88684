import { type SoldVoucher, soldVoucherListSchema } from '@studio/domain/voucher-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function listSoldVouchers(shopId: string, signal?: AbortSignal): Promise<SoldVoucher[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/vouchers`, { schema: soldVoucherListSchema, signal });
}

export const soldVouchersQueryOptions = (shopId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: voucherKeys.sold(shopId),
    queryFn: ({ signal }) => listSoldVouchers(shopId, signal),
  });

export function useSoldVouchers(shopId: string) {
  return useQuery(soldVouchersQueryOptions(shopId));
}
