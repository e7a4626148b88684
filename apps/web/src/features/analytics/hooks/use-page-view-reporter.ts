import { useEffect, useRef } from 'react';
import { browserLocalStorage } from '../../../lib/key-value-storage.ts';
import { useLocation, useMatches } from '../../../routing/build-router.ts';
import { useCurrentShopId } from '../../../shared/current-shop/use-current-shop-id.ts';
import { reportPageView } from '../api/report-page-view.ts';
import { getVisitorId } from '../visitor-id.ts';

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
    reportPageView({ path: location.pathname, shopId, visitorId: getVisitorId(browserLocalStorage()) });
  }, [location.key, location.pathname, shopId]);
}
