import { useMemo } from 'react';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useShopFlags } from '../../features/shops/api/get-shop-flags.ts';
import { filterNavByFlags } from '../navigation/filter-nav.ts';
import { shopAdminNav } from '../navigation/shop-admin-nav.ts';
import { AdminLayout } from './admin-layout.tsx';

export function ShopAdminLayout() {
  const session = useSession();
  const { data: flags } = useShopFlags(session?.user.shopId ?? null);
  const groups = useMemo(() => filterNavByFlags(shopAdminNav, flags), [flags]);
  return (
    <AdminLayout groups={groups} homePath="/shop" areaKey="nav.areas.shopAdmin" testId="shop-admin-layout" />
  );
}
