import type { Role } from '@studio/domain/roles';
import { loadAdminTexts } from '../i18n/i18n.ts';
import type { RouteObject } from '../routing/build-router.ts';
import { type ScreenId, screenOf } from '../shared/screens.ts';
import { markScreenBeingSetUp } from '../shared/screens-being-set-up.ts';
import { RequireModuleFlag } from './guards/require-module-flag.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { handleOf, lazyScreen } from './lazy-screen.tsx';

// The admin portals' route table: a chunk of its own that the router fetches the first time a path
// is not a customer page (router.tsx), so customer pages do not carry it. Every admin screen's
// route belongs here, never in router.tsx.

/** The "being set up" page and the screen's icon, loaded with the route like a built screen. */
async function setupScreenParts() {
  const [{ SetupScreen }, { screenIcons }] = await Promise.all([
    import('../components/setup-screen.tsx'),
    import('../shared/screen-icons.ts'),
  ]);
  return { SetupScreen, screenIcons };
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

const shopHome = '/shop';
const toShopDashboard = (id: ScreenId) => setupRoute(id, shopHome, 'setup.backToDashboard');

/** The shop admin's and the global admin's portals, each behind its role guard. */
export const adminRoutes: RouteObject[] = [
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
    lazyScreen('clients', async () => {
      const { ClientsRoute } = await import('../features/clients/routes/clients-route.tsx');
      return { element: <ClientsRoute /> };
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
      const { BookingHoursRoute } = await import('../features/availability/routes/booking-hours-route.tsx');
      return { element: <BookingHoursRoute /> };
    }),
    lazyScreen('bookingsSlots', async () => {
      const { BookingRulesRoute } = await import('../features/availability/routes/booking-rules-route.tsx');
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
          const { StampCardsRoute } = await import('../features/stamp-cards/routes/stamp-cards-route.tsx');
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
      const { PushMessagesRoute } = await import('../features/push-messages/routes/push-messages-route.tsx');
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
      const { AdminAnalyticsRoute } = await import('../features/analytics/routes/admin-analytics-route.tsx');
      return { element: <AdminAnalyticsRoute /> };
    }),
    lazyScreen('adminApprovals', async () => {
      const { AdminApprovalsRoute } = await import('../features/approvals/routes/admin-approvals-route.tsx');
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
      const { AdminPriceListRoute } = await import('./routes/admin-price-list-route.tsx');
      return { element: <AdminPriceListRoute /> };
    }),
    lazyScreen('adminAppointments', platformScreen('AdminAppointmentsRoute')),
    lazyScreen('adminMailOutbox', platformScreen('AdminMailOutboxRoute')),
    lazyScreen('adminErrors', platformScreen('AdminErrorsRoute')),
    lazyScreen('adminProfile', async () => {
      const { ProfileRoute } = await import('../features/auth/routes/profile-route.tsx');
      return { element: <ProfileRoute screenKey="screens.adminProfile" /> };
    }),
    lazyScreen('adminSettings', async () => {
      const { AdminSettingsRoute } = await import('./routes/admin-settings-route.tsx');
      return { element: <AdminSettingsRoute /> };
    }),
    lazyScreen('adminAccountSecurity', async () => {
      const { AccountSecurityRoute } = await import('../features/auth/routes/account-security-route.tsx');
      return { element: <AccountSecurityRoute screenKey="screens.adminAccountSecurity" /> };
    }),
  ]),
];
