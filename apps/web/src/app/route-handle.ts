import type { UIMatch } from '../routing/build-router.ts';

/** Extra facts a route declares about itself, read by the root and layout components. */
export interface RouteHandle {
  /** i18n key of the page title, used for document.title. */
  titleKey?: string;
  /** The page draws its own full-width sections (home page) instead of sitting in a container. */
  fullBleed?: boolean;
}

export function deepestHandle(matches: readonly UIMatch[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.titleKey) merged.titleKey = handle.titleKey;
    if (handle?.fullBleed !== undefined) merged.fullBleed = handle.fullBleed;
  }
  return merged;
}
