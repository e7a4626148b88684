import type { Role } from '@studio/domain/roles';
import type { ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { bookingShopQueryOptions } from '../features/booking-flow/api/get-booking-shop.ts';
import { loadAdminTexts } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { openingHoursQueryOptions } from '../shared/availability/api/get-opening-hours.ts';
import { type ScreenId, screenOf, screenTitleKey } from '../shared/screens.ts';
import { markScreenBeingSetUp } from '../shared/screens-being-set-up.ts';
import { bookableServicesQueryOptions } from '../shared/services/api/list-bookable-services.ts';
import { shopQueryOptions } from '../shared/shops/api/get-shop.ts';
import { shopFlagsQueryOptions } from '../shared/shops/api/get-shop-flags.ts';
import { RequireModuleFlag } from './guards/require-module-flag.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';

function handleOf(id: ScreenId, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteHandle {
  return { titleKey: screenTitleKey(id), ...extra };
}

/** The "being set up" page and the screen's icon, loaded with the route like a built screen. */
async function setupScreenParts() {
  const [{ SetupScreen }, { PartnerSetupRoute }, { screenIcons }] = await Promise.all([
    import('../components/setup-screen.tsx'),
    import('../features/partner/routes/partner-setup-route.tsx'),
    import('../shared/screen-icons.ts'),
  ]);
  return { SetupScreen, PartnerSetupRoute, screenIcons };
}

/** A screen a later issue will build; until then it shows the designed "being set up" state. */
function setupRoute(id: ScreenId, backTo: string, backLabelKey: string): RouteObject {
  markScreenBeingSetUp(id);
  const screen = screenOf(id);
  const route: RouteObject = {
    path: screen.path,
    handle: handleOf(id),
    lazy: async () => {
      const { SetupScreen, screenIcons } = await setupScreenParts();
      return {
        element: (
          <SetupScreen
            screenKey={`screens.${id}`}
            icon={screenIcons[id]}
            backTo={backTo}
            backLabelKey={backLabelKey}
            variant={screen.comingSoon ? 'comingSoon' : 'setup'}
          />
        ),
      };
    },
  };
  return screen.flag ? { element: <RequireModuleFlag flag={screen.flag} />, children: [route] } : route;
}

/** A built screen, loaded with its route (code splitting keeps the first page small). */
function lazyScreen(
  id: ScreenId,
  load: () => Promise<{ element: ReactNode }>,
  extra: Omit<RouteHandle, 'titleKey'> = {},
): RouteObject {
  return { path: screenOf(id).path, handle: handleOf(id, extra), lazy: load };
}

const cafeScreens = () => import('./cafe-screens.tsx');
type CafeScreen = keyof Awaited<ReturnType<typeof cafeScreens>>;
const cafeScreen = (name: CafeScreen) => async () => {
  const Screen = (await cafeScreens())[name];
  return { element: <Screen /> };
};

const platformScreens = () => import('./platform-screens.tsx');
type PlatformScreen = keyof Awaited<ReturnType<typeof platformScreens>>;
const platformScreen = (name: PlatformScreen) => async () => {
  const Screen = (await platformScreens())[name];
  return { element: <Screen /> };
};

function guarded(roles: readonly Role[], layout: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return { element: <RequireRole roles={roles} />, children: [{ lazy: layout, children }] };
}

/**
 * Starts a customer page's first requests together with its code instead of after it renders
 * (a phone on mobile data waits a round trip less). Not awaited: the page shows its own loading
 * state, and a failure is the page's to show when its query runs.
 */
function prefetchFor(start: (shopId: string) => Promise<void>[]) {
  return ({ params }: LoaderFunctionArgs) => {
    // prefetchQuery never rejects; the query keeps any error for the page.
    void Promise.all(start(params.shopId ?? ''));
    return null;
  };
}

const shopHome = '/shop';
const adminHome = '/shops';
const toShopDashboard = (id: ScreenId) => setupRoute(id, shopHome, 'setup.backToDashboard');
const toAdminDashboard = (id: ScreenId) => setupRoute(id, adminHome, 'setup.backToDashboard');

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
          {
            path: '/auth/callback',
            handle: { titleKey: 'oidc.callback.title' },
            lazy: async () => ({
              Component: (await import('../features/auth/routes/oidc-callback-route.tsx')).OidcCallbackRoute,
            }),
          },
          lazyScreen('partnerRegister', async () => {
            const { PartnerRegisterRoute } = await import(
              '../features/auth/routes/partner-register-route.tsx'
            );
            return { element: <PartnerRegisterRoute /> };
          }),
          lazyScreen('register', async () => {
            const { CustomerRegisterRoute } = await import(
              '../features/auth/routes/customer-register-route.tsx'
            );
            return { element: <CustomerRegisterRoute /> };
          }),
          lazyScreen('partnerCreate', async () => {
            const { PartnerCreateRoute } = await import('./routes/partner-create-route.tsx');
            return { element: <PartnerCreateRoute /> };
          }),
          {
            path: screenOf('partnerStudio').path,
            handle: handleOf('partnerStudio'),
            loader: prefetchFor((shopId) => [
              queryClient.prefetchQuery(shopQueryOptions(shopId)),
              queryClient.prefetchQuery(bookableServicesQueryOptions(shopId)),
              queryClient.prefetchQuery(openingHoursQueryOptions(shopId)),
              queryClient.prefetchQuery(shopFlagsQueryOptions(shopId)),
            ]),
            lazy: async () => ({
              Component: (await import('../features/partner/routes/partner-shop-route.tsx')).PartnerShopRoute,
            }),
          },
          lazyScreen('partnerApp', async () => {
            const { PartnerAppRoute } = await import('./partner-app/partner-app-route.tsx');
            return { element: <PartnerAppRoute /> };
          }),
          lazyScreen('voucherPurchase', async () => {
            const [{ VoucherPurchaseRoute }] = await Promise.all([
              import('../features/vouchers/routes/voucher-purchase-route.tsx'),
              loadAdminTexts(),
            ]);
            return { element: <VoucherPurchaseRoute /> };
          }),
          lazyScreen('voucherClaim', async () => {
            const [{ VoucherClaimRoute }] = await Promise.all([
              import('../features/vouchers/routes/voucher-claim-route.tsx'),
              loadAdminTexts(),
            ]);
            return { element: <VoucherClaimRoute /> };
          }),
          {
            // The test provider's checkout and onboarding pages (one module: neither is a customer page).
            path: '/payments/test/*',
            handle: { titleKey: 'testPayments.checkoutTitle' },
            lazy: async () => ({
              Component: (
                await Promise.all([
                  import('../features/payments/routes/test-provider-route.tsx'),
                  loadAdminTexts(),
                ])
              )[0].TestProviderRoute,
            }),
          },
          lazyScreen('success', async () => {
            const { BookingSuccessRoute } = await import(
              '../features/booking-flow/routes/booking-success-route.tsx'
            );
            return { element: <BookingSuccessRoute /> };
          }),
          {
            ...lazyScreen('book', async () => {
              const { BookTreatmentsRoute } = await import(
                '../features/booking-flow/routes/book-treatments-route.tsx'
              );
              return { element: <BookTreatmentsRoute /> };
            }),
            loader: prefetchFor((shopId) => [
              queryClient.prefetchQuery(bookingShopQueryOptions(shopId)),
              queryClient.prefetchQuery(bookableServicesQueryOptions(shopId)),
            ]),
          },
          lazyScreen('bookSelectDate', async () => {
            const { BookSelectDateRoute } = await import(
              '../features/booking-flow/routes/book-select-date-route.tsx'
            );
            return { element: <BookSelectDateRoute /> };
          }),
          lazyScreen('bookConfirm', async () => {
            const { BookConfirmRoute } = await import(
              '../features/booking-flow/routes/book-confirm-route.tsx'
            );
            return { element: <BookConfirmRoute /> };
          }),
          lazyScreen('bookingCancel', async () => {
            const { BookingCancelRoute } = await import(
              '../features/booking-flow/routes/booking-cancel-route.tsx'
            );
            return { element: <BookingCancelRoute /> };
          }),
          lazyScreen('account', async () => {
            const { AccountRoute } = await import('./routes/account-route.tsx');
            return { element: <AccountRoute /> };
          }),
          lazyScreen('accountSecurity', async () => {
            const { AccountSecurityRoute } = await import(
              '../features/auth/routes/account-security-route.tsx'
            );
            return { element: <AccountSecurityRoute screenKey="screens.accountSecurity" /> };
          }),
          lazyScreen('accountStampcards', async () => {
            const { AccountStampCardsRoute } = await import(
              '../features/stamp-cards/routes/account-stamp-cards-route.tsx'
            );
            return { element: <AccountStampCardsRoute /> };
          }),
          lazyScreen('accountVouchers', async () => {
            const [{ AccountVouchersRoute }] = await Promise.all([
              import('../features/vouchers/routes/account-vouchers-route.tsx'),
              loadAdminTexts(),
            ]);
            return { element: <AccountVouchersRoute /> };
          }),
          lazyScreen('accountPartnerCards', async () => {
            const { AccountPartnerCardsRoute } = await import(
              '../features/partner-cards/routes/account-partner-cards-route.tsx'
            );
            return { element: <AccountPartnerCardsRoute /> };
          }),
        ],
      },
      guarded(['shopAdmin'], async () => {
        const [{ ShopAdminLayout }] = await Promise.all([
          import('./layouts/shop-admin-layout.tsx'),
          loadAdminTexts(),
        ]);
        return { Component: ShopAdminLayout };
      }, [
        lazyScreen('shopDashboard', async () => {
          const { ShopDashboardRoute } = await import('./routes/shop-dashboard-route.tsx');
          return { element: <ShopDashboardRoute /> };
        }),
        lazyScreen('shopProfile', async () => {
          const { ShopProfileRoute } = await import('../features/shops/routes/shop-profile-route.tsx');
          return { element: <ShopProfileRoute /> };
        }),
        lazyScreen('shopAccount', async () => {
          const { ProfileRoute } = await import('../features/auth/routes/profile-route.tsx');
          return { element: <ProfileRoute screenKey="screens.shopAccount" /> };
        }),
        lazyScreen('shopAccountSecurity', async () => {
          const { AccountSecurityRoute } = await import('../features/auth/routes/account-security-route.tsx');
          return { element: <AccountSecurityRoute screenKey="screens.shopAccountSecurity" /> };
        }),
        {
          element: <RequireModuleFlag flag="dealsEnabled" />,
          children: [
            lazyScreen('deals', async () => {
              const { ShopDealsRoute } = await import('../features/deals/routes/shop-deals-route.tsx');
              return { element: <ShopDealsRoute /> };
            }),
          ],
        },
        lazyScreen('calendar', async () => {
          const { CalendarRoute } = await import('../features/calendar/routes/calendar-route.tsx');
          return { element: <CalendarRoute /> };
        }),
        lazyScreen('bookings', async () => {
          const { BookingsRoute } = await import('../features/bookings/routes/bookings-route.tsx');
          return { element: <BookingsRoute /> };
        }),
        lazyScreen('bookingsUpcoming', async () => {
          const { UpcomingBookingsRoute } = await import(
            '../features/bookings/routes/upcoming-bookings-route.tsx'
          );
          return { element: <UpcomingBookingsRoute /> };
        }),
        lazyScreen('bookingsClosures', async () => {
          const { ClosuresRoute } = await import('../features/availability/routes/closures-route.tsx');
          return { element: <ClosuresRoute /> };
        }),
        lazyScreen('bookingsTeam', async () => {
          const { TeamRoute } = await import('../features/team/routes/team-route.tsx');
          return { element: <TeamRoute /> };
        }),
        lazyScreen('bookingsHours', async () => {
          const { BookingHoursRoute } = await import(
            '../features/availability/routes/booking-hours-route.tsx'
          );
          return { element: <BookingHoursRoute /> };
        }),
        lazyScreen('bookingsSlots', async () => {
          const { BookingRulesRoute } = await import(
            '../features/availability/routes/booking-rules-route.tsx'
          );
          return { element: <BookingRulesRoute /> };
        }),
        lazyScreen('services', async () => {
          const { ServicesRoute } = await import('../features/services/routes/services-route.tsx');
          return { element: <ServicesRoute /> };
        }),
        {
          element: <RequireModuleFlag flag="vouchersEnabled" />,
          children: [
            lazyScreen('vouchers', async () => {
              const { VouchersRoute } = await import('../features/vouchers/routes/vouchers-route.tsx');
              return { element: <VouchersRoute /> };
            }),
          ],
        },
        {
          element: <RequireModuleFlag flag="stampsEnabled" />,
          children: [
            lazyScreen('stampcards', async () => {
              const { StampCardsRoute } = await import(
                '../features/stamp-cards/routes/stamp-cards-route.tsx'
              );
              return { element: <StampCardsRoute /> };
            }),
          ],
        },
        {
          element: <RequireModuleFlag flag="menuEnabled" />,
          children: [lazyScreen('shopMenu', cafeScreen('ShopMenuRoute'))],
        },
        {
          element: <RequireModuleFlag flag="ordersEnabled" />,
          children: [lazyScreen('shopOrders', cafeScreen('ShopOrdersRoute'))],
        },
        {
          element: <RequireModuleFlag flag="reservationsEnabled" />,
          children: [lazyScreen('shopReservations', cafeScreen('ShopReservationsRoute'))],
        },
        lazyScreen('pushMessages', async () => {
          const { PushMessagesRoute } = await import(
            '../features/push-messages/routes/push-messages-route.tsx'
          );
          return { element: <PushMessagesRoute /> };
        }),
        {
          element: <RequireModuleFlag flag="giftsEnabled" />,
          children: [
            lazyScreen('shopGifts', async () => {
              const { ShopGiftsRoute } = await import('../features/gifts/routes/shop-gifts-route.tsx');
              return { element: <ShopGiftsRoute /> };
            }),
          ],
        },
        {
          element: <RequireModuleFlag flag="partnerCardsEnabled" />,
          children: [
            lazyScreen('shopPartnerCards', async () => {
              const { ShopPartnerCardsRoute } = await import(
                '../features/partner-cards/routes/shop-partner-cards-route.tsx'
              );
              return { element: <ShopPartnerCardsRoute /> };
            }),
          ],
        },
        lazyScreen('voice', async () => {
          const { VoiceRoute } = await import('../features/plans/routes/voice-route.tsx');
          return { element: <VoiceRoute /> };
        }),
        toShopDashboard('wholesale'),
        lazyScreen('onboarding', async () => {
          const { OnboardingRoute } = await import('./routes/onboarding-route.tsx');
          return { element: <OnboardingRoute /> };
        }),
      ]),
      guarded(['globalAdmin'], async () => {
        const [{ GlobalAdminLayout }] = await Promise.all([
          import('./layouts/global-admin-layout.tsx'),
          loadAdminTexts(),
        ]);
        return { Component: GlobalAdminLayout };
      }, [
        lazyScreen('adminShops', async () => {
          const { AdminShopsRoute } = await import('../features/shops/routes/admin-shops-route.tsx');
          return { element: <AdminShopsRoute /> };
        }),
        lazyScreen('adminDeals', async () => {
          const { AdminDealsRoute } = await import('../features/deals/routes/admin-deals-route.tsx');
          return { element: <AdminDealsRoute /> };
        }),
        lazyScreen('adminUsers', async () => {
          const { AdminUsersRoute } = await import('../features/users/routes/admin-users-route.tsx');
          return { element: <AdminUsersRoute /> };
        }),
        lazyScreen('adminAnalytics', async () => {
          const { AdminAnalyticsRoute } = await import(
            '../features/analytics/routes/admin-analytics-route.tsx'
          );
          return { element: <AdminAnalyticsRoute /> };
        }),
        lazyScreen('adminApprovals', async () => {
          const { AdminApprovalsRoute } = await import(
            '../features/approvals/routes/admin-approvals-route.tsx'
          );
          return { element: <AdminApprovalsRoute /> };
        }),
        lazyScreen('adminMenus', cafeScreen('AdminMenusRoute')),
        lazyScreen('adminReservations', cafeScreen('AdminReservationsRoute')),
        lazyScreen('adminOrders', cafeScreen('AdminOrdersRoute')),
        lazyScreen('adminPartnerCards', async () => {
          const { AdminPartnerCardsRoute } = await import(
            '../features/partner-cards/routes/admin-partner-cards-route.tsx'
          );
          return { element: <AdminPartnerCardsRoute /> };
        }),
        lazyScreen('adminGifts', async () => {
          const { AdminGiftsRoute } = await import('../features/gifts/routes/admin-gifts-route.tsx');
          return { element: <AdminGiftsRoute /> };
        }),
        lazyScreen('adminPriceList', async () => {
          const { PriceListRoute } = await import('../features/plans/routes/price-list-route.tsx');
          return { element: <PriceListRoute /> };
        }),
        lazyScreen('adminAppointments', platformScreen('AdminAppointmentsRoute')),
        lazyScreen('adminMailOutbox', platformScreen('AdminMailOutboxRoute')),
        lazyScreen('adminErrors', platformScreen('AdminErrorsRoute')),
        lazyScreen('adminProfile', async () => {
          const { ProfileRoute } = await import('../features/auth/routes/profile-route.tsx');
          return { element: <ProfileRoute screenKey="screens.adminProfile" /> };
        }),
        toAdminDashboard('adminSettings'),
        lazyScreen('adminAccountSecurity', async () => {
          const { AccountSecurityRoute } = await import('../features/auth/routes/account-security-route.tsx');
          return { element: <AccountSecurityRoute screenKey="screens.adminAccountSecurity" /> };
        }),
      ]),
      // Unknown paths go to the login route.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
