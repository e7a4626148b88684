import type { ReactNode } from 'react';
import { useSession } from '../../auth/hooks/use-session.ts';
import { ShopLoadProblem } from './shop-load-problem.tsx';

/** The signed-in admin's shop for a setup screen; spec §5: without one, say so and offer to reload. */
export function StudioShopGate({ children }: { children: (shopId: string) => ReactNode }) {
  const session = useSession();
  const shopId = session?.user.shopId ?? null;
  if (!shopId) return <ShopLoadProblem onRetry={() => window.location.reload()} />;
  return children(shopId);
}
