import type { QueryClient } from '@tanstack/react-query';

/**
 * Settles once no query is fetching: the page's first queries, which the route loaders start and
 * the first answers in the HTML fill, are then in the cache, so the first render shows their data
 * (on the server and in the browser alike, else the hydrated HTML would not match).
 */
export function settleQueries(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.isFetching() > 0) return false;
      unsubscribe?.();
      resolve();
      return true;
    };
    let unsubscribe: (() => void) | undefined;
    if (check()) return;
    unsubscribe = client.getQueryCache().subscribe(() => {
      check();
    });
  });
}
