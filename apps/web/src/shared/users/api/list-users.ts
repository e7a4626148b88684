import { type ManagedUser, userListSchema } from '@studio/domain/users-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ListPage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../query-keys.ts';

export { userListSchema };

export interface UserListFilter {
  search: string;
  limit: number;
  offset: number;
}

/** Accounts, newest first (global admin); the total of all matches comes with the page. */
export function listUsers(filter: UserListFilter, signal?: AbortSignal): Promise<ListPage<ManagedUser[]>> {
  const query = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
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
