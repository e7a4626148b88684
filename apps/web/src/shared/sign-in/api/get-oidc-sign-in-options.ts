import { type OidcSignInOptions, oidcSignInOptionsSchema } from '@studio/domain/oidc-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export { oidcSignInOptionsSchema };

/** Whether the platform identity sign-in is configured; without an answer there is simply no button. */
export function getOidcSignInOptions(signal?: AbortSignal): Promise<OidcSignInOptions> {
  return api.get('/auth/oidc', { schema: oidcSignInOptionsSchema, signal, silent: true });
}

export const oidcSignInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.oidcSignInOptions(),
    queryFn: ({ signal }) => getOidcSignInOptions(signal),
    // Server configuration: it changes only with a restart.
    staleTime: 5 * 60_000,
    retry: false,
    meta: { persist: false },
  });

export function useOidcSignInOptions() {
  return useQuery(oidcSignInOptionsQueryOptions());
}
