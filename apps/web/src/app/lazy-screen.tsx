import type { ReactNode } from 'react';
import type { RouteObject } from '../routing/build-router.ts';
import { type ScreenId, screenOf, screenTitleKey } from '../shared/screens.ts';
import type { RouteHandle } from './route-handle.ts';

export function handleOf(id: ScreenId, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteHandle {
  return { titleKey: screenTitleKey(id), ...extra };
}

/**
 * A built screen, loaded with its route (code splitting keeps the first page small), with the
 * loader that starts its first requests when it has one.
 */
export function lazyScreen(
  id: ScreenId,
  load: () => Promise<{ element: ReactNode; loader?: RouteObject['loader'] }>,
  extra: Omit<RouteHandle, 'titleKey'> = {},
): RouteObject {
  return { path: screenOf(id).path, handle: handleOf(id, extra), lazy: load };
}
