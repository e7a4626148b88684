// The café's portal screens (shop admin and global admin), reached through one lazy import so that
// the app's entry carries one list of their chunks instead of one per screen (customer pages' budget).
import { AdminApprovalsRoute } from '../features/approvals/routes/admin-approvals-route.tsx';

export { ShopMenuRoute } from '../features/menu/routes/shop-menu-route.tsx';
export { AdminOrdersRoute } from '../features/orders/routes/admin-orders-route.tsx';
export { ShopOrdersRoute } from '../features/orders/routes/shop-orders-route.tsx';
export { AdminReservationsRoute } from '../features/reservations/routes/admin-reservations-route.tsx';
export { ShopReservationsRoute } from '../features/reservations/routes/shop-reservations-route.tsx';

/** /admin/menus: the approvals screen for menu articles, approved or rejected singly or all at once. */
export function AdminMenusRoute() {
  return <AdminApprovalsRoute subject="menu" screen="adminMenus" />;
}
