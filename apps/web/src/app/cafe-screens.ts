// The café's portal screens (shop admin and global admin), reached through one lazy import so that
// the app's entry carries one list of their chunks instead of one per screen (customer pages' budget).
export { AdminApprovalsRoute } from '../features/approvals/routes/admin-approvals-route.tsx';
export { ShopMenuRoute } from '../features/menu/routes/shop-menu-route.tsx';
export { AdminOrdersRoute } from '../features/orders/routes/admin-orders-route.tsx';
export { ShopOrdersRoute } from '../features/orders/routes/shop-orders-route.tsx';
export { AdminReservationsRoute } from '../features/reservations/routes/admin-reservations-route.tsx';
export { ShopReservationsRoute } from '../features/reservations/routes/shop-reservations-route.tsx';
