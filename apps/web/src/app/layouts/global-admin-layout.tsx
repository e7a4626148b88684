import { globalAdminNav } from '../navigation/global-admin-nav.ts';
import { AdminLayout } from './admin-layout.tsx';

export function GlobalAdminLayout() {
  return (
    <AdminLayout
      groups={globalAdminNav}
      homePath="/shops"
      areaKey="nav.areas.globalAdmin"
      testId="global-admin-layout"
    />
  );
}
