import { type ClientList, clientListSchema } from '@studio/domain/client-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import { clientKeys } from './client-query-keys.ts';

/** A page of the client list and where the next one starts (`x-next-cursor`; null on the last). */
export type ClientListPage = ClientList & { nextCursor: string | null };

/** GET shops/{shopId}/clients: one page by name, from the cursor's position when there is one. */
export async function listClients(
  shopId: string,
  q: string,
  page: CursorPage,
  signal?: AbortSignal,
): Promise<ClientListPage> {
  const query = new URLSearchParams({ pageSize: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  if (q) query.set('q', q);
  // The count comes in the body here; `list` is for the header that carries the cursor.
  const answer = await api.list(`/shops/${encodeURIComponent(shopId)}/clients?${query.toString()}`, {
    schema: clientListSchema,
    signal,
  });
  return { ...answer.items, nextCursor: answer.nextCursor };
}

export const clientsQueryOptions = (shopId: string, q: string, page: CursorPage) =>
  queryOptions({
    queryKey: clientKeys.list(shopId, q, page),
    queryFn: ({ signal }) => listClients(shopId, q, page, signal),
    // The list stays on screen while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useClients(shopId: string, q: string, page: CursorPage) {
  return useQuery(clientsQueryOptions(shopId, q, page));
}
