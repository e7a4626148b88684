import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from '../../../routing/build-router.ts';
import { useCurrentShopId } from '../../../shared/current-shop/use-current-shop-id.ts';
import { reportPageView } from '../api/report-page-view.ts';

/** Every route change is reported as a page view. */
export function usePageViewReporter() {
  const location = useLocation();
  const matches = useMatches();
  const currentShopId = useCurrentShopId();
  const lastReported = useRef<string | null>(null);
  const routeShopId = matches.at(-1)?.params.shopId ?? null;
  const shopId = routeShopId ?? currentShopId;

  useEffect(() => {
    // StrictMode runs effects twice and a session refresh re-renders; one visit is one view.
    if (lastReported.current === location.key) return;
    lastReported.current = location.key;
    // No identifier of the browser is sent or kept: the server counts visitors by a daily pseudonym.
    reportPageView({ path: location.pathname, shopId });
  }, [location.key, location.pathname, shopId]);
}
