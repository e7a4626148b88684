import type { ReactNode } from 'react';
import { ShopLoadProblem } from './shop-load-problem.tsx';
import { useCurrentShopId } from './use-current-shop-id.ts';

/** The signed-in admin's shop for a setup screen; without one, say so and offer to reload. */
export function CurrentShopGate({ children }: { children: (shopId: string) => ReactNode }) {
  const shopId = useCurrentShopId();
  if (!shopId) return <ShopLoadProblem onRetry={() => window.location.reload()} />;
  return children(shopId);
}
