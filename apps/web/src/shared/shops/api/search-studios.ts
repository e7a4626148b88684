import type { ShopStatus } from '@studio/domain/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { queryKeys } from '../../query-keys.ts';

/** How many studios a picker offers at once: the admin narrows them by typing, not by scrolling. */
export const studioSearchLimit = 20;

const studioChoiceSchema = z.array(
  z.looseObject({ id: z.string(), name: z.string(), address: z.string(), status: z.string() }),
);
export type StudioChoice = { id: string; name: string; address: string; status: string };

/**
 * The global admin's studios whose name, address, email or owner matches `text`, newest first;
 * with `status`, only studios in that status.
 */
export async function searchStudios(
  text: string,
  status: ShopStatus | undefined,
  signal?: AbortSignal,
): Promise<StudioChoice[]> {
  const query = new URLSearchParams({ limit: String(studioSearchLimit) });
  if (text.trim()) query.set('search', text.trim());
  if (status) query.set('status', status);
  const page = await api.list(`/shops/all/true?${query.toString()}`, { schema: studioChoiceSchema, signal });
  return page.items;
}

export const studioSearchQueryOptions = (text: string, status?: ShopStatus) =>
  queryOptions({
    queryKey: [...queryKeys.shopLists(), 'search', text.trim(), status ?? 'any'],
    queryFn: ({ signal }) => searchStudios(text, status, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The studios matching what the admin is typing, asked once the typing pauses, while `enabled`. */
export function useStudioSearch(typed: string, enabled: boolean, status?: ShopStatus) {
  const text = useDebouncedValue(typed);
  return useQuery({ ...studioSearchQueryOptions(text, status), enabled });
}
