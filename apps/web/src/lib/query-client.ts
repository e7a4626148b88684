import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
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

export const queryPersister = createFlushedStoragePersister(
  persistentStorage(),
  typeof window === 'undefined' ? undefined : window,
);

/**
 * The library's persister writes at most once a second, so a page left within that second (a
 * reload right after marking a favourite) would come back with the answers before the change,
 * fresh for minutes. The write still pending is made when the page is hidden or left.
 */
export function createFlushedStoragePersister(storage: Storage | undefined, page: Window | undefined) {
  let unsaved: PersistedClient | undefined;
  const persister = createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    // Called when the library makes its write: nothing is then left to flush.
    serialize: (client) => {
      unsaved = undefined;
      return JSON.stringify(client);
    },
  });
  const flush = () => {
    try {
      if (unsaved) storage?.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(unsaved));
    } catch {
      // Storage full: no kept answers are better than answers older than the page's.
      storage?.removeItem(QUERY_CACHE_STORAGE_KEY);
    }
    unsaved = undefined;
  };
  page?.addEventListener('pagehide', flush);
  page?.document.addEventListener('visibilitychange', () => page.document.hidden && flush());
  return {
    ...persister,
    persistClient(client: PersistedClient) {
      unsaved = client;
      return persister.persistClient(client);
    },
  } satisfies Persister;
}

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
