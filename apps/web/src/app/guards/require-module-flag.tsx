import type { ModuleFlagName } from '@studio/domain/shop';
import { PageLoader } from '../../components/page-loader.tsx';
import { Navigate, Outlet } from '../../routing/build-router.ts';
import { useCurrentShopId } from '../../shared/current-shop/use-current-shop-id.ts';
import { useShopFlags } from '../../shared/shops/api/get-shop-flags.ts';

/** A shop admin is sent to login when the module of the screen is switched off. */
export function RequireModuleFlag({ flag }: { flag: ModuleFlagName }) {
  const shopId = useCurrentShopId();
  const { data: flags, isPending, isError } = useShopFlags(shopId);
  if (!shopId) return <Navigate to="/login" replace />;
  if (isPending) return <PageLoader />;
  // Without an answer we cannot prove the module is on, so the guard fails closed.
  if (isError || !flags[flag]) return <Navigate to="/login" replace />;
  return <Outlet />;
}
