import type { SessionUser } from '@studio/domain/auth-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { sessionUserSchema } from '../../lib/session-user-schema.ts';
import { queryKeys } from '../query-keys.ts';

export { sessionUserSchema as meSchema };

/** Background refresh of the signed-in user; a 401 clears the session inside the API client. */
export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return api.get('/me', { schema: sessionUserSchema, signal, silent: true });
}

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.meOfToken(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: 0,
    meta: { persist: false },
  });

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}
