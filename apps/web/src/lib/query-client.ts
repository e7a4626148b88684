import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { sessionStore } from './auth-session.ts';

/** Query results are kept for 1 hour, also across reloads. */
export const QUERY_CACHE_MAX_AGE_MS = 60 * 60 * 1000;
export const QUERY_CACHE_STORAGE_KEY = 'query-cache';
/** Bump when a cached answer's shape changes, so an old persisted cache is dropped. */
export const QUERY_CACHE_BUSTER = 'v2';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_CACHE_MAX_AGE_MS,
      staleTime: 5 * 60 * 1000,
      // Only an unreachable server is worth asking again; an answer with an error code is final.
      retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.status === 0,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

export const queryPersister = createSyncStoragePersister({
  storage: persistentStorage(),
  key: QUERY_CACHE_STORAGE_KEY,
});

function persistentStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Without storage the cache simply lives in memory only.
    return undefined;
  }
}

// Cached answers belong to the identity that fetched them. When that identity goes away (sign-out,
// a 401 from any call, another tab) or is replaced, the next person must not see them.
let cachedForToken = sessionStore.getToken();
sessionStore.subscribe(() => {
  const token = sessionStore.getToken();
  if (cachedForToken !== null && token !== cachedForToken) queryClient.clear();
  cachedForToken = token;
});
