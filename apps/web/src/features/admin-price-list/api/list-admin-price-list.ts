import {
  type AdminPriceListEntry,
  type AdminPriceListQuery,
  adminPriceListSchema,
} from '@studio/domain/admin-price-list-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';

export type PriceListFilter = Omit<AdminPriceListQuery, 'limit' | 'offset' | 'cursor'>;

/** GET services (global admin): every studio's treatments, with the number of all matches. */
export function listAdminPriceList(
  filter: PriceListFilter,
  page: CursorPage,
  signal?: AbortSignal,
): Promise<ListPage<AdminPriceListEntry[]>> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) query.set('cursor', page.cursor);
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, String(value));
  return api.list(`/services?${query.toString()}`, { schema: adminPriceListSchema, signal });
}

// Not in shared/query-keys.ts: no other screen refreshes this list (it is read afresh on every
// visit), and that module ships with customer pages, whose bundle budget is full.
const adminPriceListKey = (filter: PriceListFilter, page: CursorPage) =>
  ['admin-price-list', filter, page] as const;

export function useAdminPriceList(filter: PriceListFilter, page: CursorPage) {
  return useQuery(
    queryOptions({
      queryKey: adminPriceListKey(filter, page),
      queryFn: ({ signal }) => listAdminPriceList(filter, page, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}
