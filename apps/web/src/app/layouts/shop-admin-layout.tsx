import { useMemo } from 'react';
import { TourProvider } from '../../features/tours/components/tour-provider.tsx';
import { useCurrentShopId } from '../../shared/current-shop/use-current-shop-id.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useShopFlags } from '../../shared/shops/api/get-shop-flags.ts';
import { filterNavByFlags, filterNavByLevel } from '../navigation/filter-nav.ts';
import { shopAdminNav } from '../navigation/shop-admin-nav.ts';
import { AdminLayout } from './admin-layout.tsx';

export function ShopAdminLayout() {
  const { data: flags } = useShopFlags(useCurrentShopId());
  const level = useSession()?.user.shopLevel;
  const groups = useMemo(
    () => filterNavByLevel(filterNavByFlags(shopAdminNav, flags), level),
    [flags, level],
  );
  return (
    <TourProvider tourId="shopAdmin" flags={flags}>
      <AdminLayout
        groups={groups}
        homePath={level === 'staff' ? '/calendar' : '/shop'}
        areaKey="nav.areas.shopAdmin"
        testId="shop-admin-layout"
      />
    </TourProvider>
  );
}
