import { type ManagedUser, userListSchema } from '@studio/domain/users-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import type { CursorPage } from '../../../lib/use-cursor-pages.ts';
import { queryKeys } from '../../query-keys.ts';

export { userListSchema };

export interface UserListFilter extends CursorPage {
  search: string;
}

/** Accounts, newest first (global admin); the total of all matches and the next page's cursor come with the page. */
export function listUsers(filter: UserListFilter, signal?: AbortSignal): Promise<ListPage<ManagedUser[]>> {
  const query = new URLSearchParams({ limit: String(filter.limit) });
  if (filter.cursor) query.set('cursor', filter.cursor);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return api.list(`/users?${query.toString()}`, { schema: userListSchema, signal });
}

export const userListQueryOptions = (filter: UserListFilter) =>
  queryOptions({
    queryKey: queryKeys.userList(filter),
    queryFn: ({ signal }) => listUsers(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useUserList(filter: UserListFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userListQueryOptions(filter), enabled: options.enabled ?? true });
}
