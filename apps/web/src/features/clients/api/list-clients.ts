import { type ClientList, clientListSchema } from '@studio/domain/client-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

export function listClients(
  shopId: string,
  q: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ClientList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) query.set('q', q);
  return api.get(`/shops/${encodeURIComponent(shopId)}/clients?${query.toString()}`, {
    schema: clientListSchema,
    signal,
  });
}

export const clientsQueryOptions = (shopId: string, q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: clientKeys.list(shopId, q, page, pageSize),
    queryFn: ({ signal }) => listClients(shopId, q, page, pageSize, signal),
    // The list stays on screen while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useClients(shopId: string, q: string, page: number, pageSize: number) {
  return useQuery(clientsQueryOptions(shopId, q, page, pageSize));
}
