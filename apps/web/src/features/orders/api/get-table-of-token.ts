import { tableOfTokenSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

/** The table a scanned QR code names. */
export function getTableOfToken(shopId: string, token: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/tables/${encodeURIComponent(token)}`, {
    schema: tableOfTokenSchema,
    signal,
    silent: true,
  });
}

export function useTableOfToken(shopId: string, token: string | null) {
  return useQuery({
    queryKey: orderKeys.table(shopId, token ?? ''),
    queryFn: ({ signal }) => getTableOfToken(shopId, token ?? '', signal),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
