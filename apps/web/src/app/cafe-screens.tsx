// The café's portal screens (shop admin and global admin), reached through one lazy import so that
// the app's entry carries one list of their chunks instead of one per screen (customer pages' budget).
import Box from '@mui/material/Box';
import { AdminApprovalsRoute } from '../features/approvals/routes/admin-approvals-route.tsx';
import { LiveMenusSection } from '../features/menu/components/live-menus-section.tsx';

export { ShopMenuRoute } from '../features/menu/routes/shop-menu-route.tsx';
export { AdminOrdersRoute } from '../features/orders/routes/admin-orders-route.tsx';
export { ShopOrdersRoute } from '../features/orders/routes/shop-orders-route.tsx';
export { AdminReservationsRoute } from '../features/reservations/routes/admin-reservations-route.tsx';
export { ShopReservationsRoute } from '../features/reservations/routes/shop-reservations-route.tsx';

/**
 * /admin/menus: the approvals of menu articles (approved or rejected singly or all at once), and a
 * read view of any live studio's menu as its guests see it.
 */
export function AdminMenusRoute() {
  return (
    <>
      <AdminApprovalsRoute subject="menu" screen="adminMenus" />
      <Box sx={{ mt: 3 }}>
        <LiveMenusSection />
      </Box>
    </>
  );
}
