import { useCallback } from 'react';
import { useLocation } from '../../../routing/build-router.ts';

/** Exact match for leaf items; a parent also counts as active while one of its children is open. */
export function useIsActive() {
  const { pathname } = useLocation();
  return useCallback(
    (path: string, includeChildren = false) =>
      pathname === path || (includeChildren && pathname.startsWith(`${path}/`)),
    [pathname],
  );
}
