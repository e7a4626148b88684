import { useMemo } from 'react';
import { useCurrentShopId } from '../../shared/current-shop/use-current-shop-id.ts';
import { useShopFlags } from '../../shared/shops/api/get-shop-flags.ts';
import { filterNavByFlags } from '../navigation/filter-nav.ts';
import { shopAdminNav } from '../navigation/shop-admin-nav.ts';
import { AdminLayout } from './admin-layout.tsx';

export function ShopAdminLayout() {
  const { data: flags } = useShopFlags(useCurrentShopId());
  const groups = useMemo(() => filterNavByFlags(shopAdminNav, flags), [flags]);
  return (
    <AdminLayout groups={groups} homePath="/shop" areaKey="nav.areas.shopAdmin" testId="shop-admin-layout" />
  );
}
