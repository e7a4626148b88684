import { type VoucherLogEntry, voucherLogSchema } from '@studio/domain/voucher-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

export function getVoucherLog(shopId: string, id: string, signal?: AbortSignal): Promise<VoucherLogEntry[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/vouchers/${encodeURIComponent(id)}/log`, {
    schema: voucherLogSchema,
    signal,
  });
}

export const voucherLogQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: voucherKeys.log(shopId, id),
    queryFn: ({ signal }) => getVoucherLog(shopId, id, signal),
  });

export function useVoucherLog(shopId: string, id: string) {
  return useQuery(voucherLogQueryOptions(shopId, id));
}
