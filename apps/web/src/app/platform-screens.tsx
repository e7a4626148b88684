// The global admin's operations screens (appointments across studios, error reports, mail outbox, the support inbox),
// reached through one lazy import so that the app's entry carries one list of their chunks instead
// of one per screen (customer pages' budget).
export { AdminAppointmentsRoute } from '../features/admin-appointments/routes/admin-appointments-route.tsx';
export { AdminErrorsRoute } from '../features/error-reports/routes/admin-errors-route.tsx';
export { AdminMailOutboxRoute } from '../features/mail-outbox/routes/admin-mail-outbox-route.tsx';
export { AdminSupportRoute } from '../features/support-inbox/routes/admin-support-route.tsx';
