import type { Role } from '@studio/domain/roles';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { SetupScreen } from '../components/setup-screen.tsx';
import { PartnerSetupRoute } from '../features/partner/routes/partner-setup-route.tsx';
import { RequireModuleFlag } from './guards/require-module-flag.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';
import { type ScreenId, screenOf, screenTitleKey } from './screens.ts';

function handleOf(id: ScreenId, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteHandle {
  return { titleKey: screenTitleKey(id), ...extra };
}

/** A screen a later issue will build; until then it shows the designed "being set up" state. */
function setupRoute(id: ScreenId, backTo: string, backLabelKey: string): RouteObject {
  const screen = screenOf(id);
  const route: RouteObject = {
    path: screen.path,
    handle: handleOf(id),
    element: (
      <SetupScreen
        screenKey={`screens.${id}`}
        icon={screen.icon}
        backTo={backTo}
        backLabelKey={backLabelKey}
        variant={screen.comingSoon ? 'comingSoon' : 'setup'}
      />
    ),
  };
  return screen.flag ? { element: <RequireModuleFlag flag={screen.flag} />, children: [route] } : route;
}

function partnerSetupRoute(id: ScreenId): RouteObject {
  const screen = screenOf(id);
  return {
    path: screen.path,
    handle: handleOf(id),
    element: <PartnerSetupRoute screenKey={`screens.${id}`} icon={screen.icon} />,
  };
}

function guarded(roles: readonly Role[], layout: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return { element: <RequireRole roles={roles} />, children: [{ lazy: layout, children }] };
}

const shopHome = '/shop';
const adminHome = '/shops';
const toShopDashboard = (id: ScreenId) => setupRoute(id, shopHome, 'setup.backToDashboard');
const toAdminDashboard = (id: ScreenId) => setupRoute(id, adminHome, 'setup.backToDashboard');
const toHome = (id: ScreenId) => setupRoute(id, '/', 'setup.backToHome');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      {
        Component: CustomerLayout,
        children: [
          {
            path: '/',
            handle: handleOf('home', { fullBleed: true }),
            lazy: async () => ({
              Component: (await import('../features/home/routes/home-route.tsx')).HomeRoute,
            }),
          },
          {
            path: '/login',
            handle: handleOf('login'),
            lazy: async () => ({
              Component: (await import('../features/auth/routes/login-route.tsx')).LoginRoute,
            }),
          },
          {
            path: '/recovery',
            handle: handleOf('recovery'),
            lazy: async () => ({
              Component: (await import('../features/auth/routes/recovery-route.tsx')).RecoveryRoute,
            }),
          },
          toHome('partnerRegister'),
          toHome('partnerCreate'),
          {
            path: screenOf('partnerStudio').path,
            handle: handleOf('partnerStudio'),
            lazy: async () => ({
              Component: (await import('../features/partner/routes/partner-studio-route.tsx'))
                .PartnerStudioRoute,
            }),
          },
          partnerSetupRoute('partnerApp'),
          partnerSetupRoute('voucherPurchase'),
          partnerSetupRoute('voucherClaim'),
          partnerSetupRoute('success'),
          partnerSetupRoute('book'),
          partnerSetupRoute('bookSelectDate'),
          partnerSetupRoute('bookConfirm'),
          toHome('account'),
          setupRoute('accountStampcards', '/account', 'setup.backToAccount'),
          setupRoute('accountVouchers', '/account', 'setup.backToAccount'),
        ],
      },
      guarded(
        ['shopAdmin'],
        async () => ({ Component: (await import('./layouts/shop-admin-layout.tsx')).ShopAdminLayout }),
        [
          toHome('shopDashboard'),
          toShopDashboard('deals'),
          toShopDashboard('calendar'),
          toShopDashboard('bookings'),
          toShopDashboard('bookingsUpcoming'),
          toShopDashboard('bookingsClosures'),
          toShopDashboard('bookingsTeam'),
          toShopDashboard('bookingsHours'),
          toShopDashboard('bookingsSlots'),
          toShopDashboard('services'),
          toShopDashboard('vouchers'),
          toShopDashboard('stampcards'),
          toShopDashboard('voice'),
          toShopDashboard('wholesale'),
          toShopDashboard('onboarding'),
        ],
      ),
      guarded(
        ['globalAdmin'],
        async () => ({ Component: (await import('./layouts/global-admin-layout.tsx')).GlobalAdminLayout }),
        [
          toHome('adminShops'),
          toAdminDashboard('adminDeals'),
          toAdminDashboard('adminUsers'),
          toAdminDashboard('adminAnalytics'),
          toAdminDashboard('adminApprovals'),
          toAdminDashboard('adminMenus'),
          toAdminDashboard('adminReservations'),
          toAdminDashboard('adminOrders'),
          toAdminDashboard('adminPartnerCards'),
          toAdminDashboard('adminGifts'),
          toAdminDashboard('adminPriceList'),
          toAdminDashboard('adminAppointments'),
          toAdminDashboard('adminProfile'),
          toAdminDashboard('adminSettings'),
          toAdminDashboard('adminAccountSecurity'),
        ],
      ),
      // Spec §2: unknown paths go to the login route.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
