import { type ClientListItem, clientListSchema } from '@studio/domain/client-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The few best matches a picker offers while someone types a name, phone or email. */
const pickerSize = 6;

export async function searchClients(
  shopId: string,
  q: string,
  signal?: AbortSignal,
): Promise<ClientListItem[]> {
  const query = new URLSearchParams({ q, page: '1', pageSize: String(pickerSize) });
  const list = await api.get(`/shops/${encodeURIComponent(shopId)}/clients?${query.toString()}`, {
    schema: clientListSchema,
    signal,
  });
  return list.items;
}

// Under the clients feature's key prefix, so a change to a client refreshes the picker too.
export const clientSearchQueryOptions = (shopId: string, q: string) =>
  queryOptions({
    queryKey: ['clients', shopId, 'picker', q] as const,
    queryFn: ({ signal }) => searchClients(shopId, q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Asks only once two characters are typed: one letter matches half the studio. */
export function useClientSearch(shopId: string, q: string) {
  return useQuery({ ...clientSearchQueryOptions(shopId, q), enabled: q.length >= 2 });
}
