import { TourProvider } from '../../features/tours/components/tour-provider.tsx';
import { globalAdminNav } from '../navigation/global-admin-nav.ts';
import { AdminLayout } from './admin-layout.tsx';

export function GlobalAdminLayout() {
  return (
    <TourProvider tourId="globalAdmin">
      <AdminLayout
        groups={globalAdminNav}
        homePath="/shops"
        areaKey="nav.areas.globalAdmin"
        testId="global-admin-layout"
      />
    </TourProvider>
  );
}
