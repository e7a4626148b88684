import { ErrorCode } from '@studio/domain/error-codes';
import { tableLinkListSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderKeys } from './order-query-keys.ts';

export function listTableLinks(shopId: string, tables: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/tables/links?tables=${encodeURIComponent(tables)}`, {
    schema: tableLinkListSchema,
    signal,
    quietCodes: [ErrorCode.invalidInput],
  });
}

/** The tables' QR links, each carrying a signed table token. */
export function useTableLinks(shopId: string, tables: string) {
  return useQuery({
    queryKey: orderKeys.tableLinks(shopId, tables),
    queryFn: ({ signal }) => listTableLinks(shopId, tables, signal),
    enabled: tables.trim() !== '',
    retry: false,
  });
}
