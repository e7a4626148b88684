import type { Role } from '@studio/domain/roles';
import { withTexts } from '../i18n/i18n.ts';
import type { RouteObject } from '../routing/build-router.ts';
import { type ScreenId, screenOf } from '../shared/screens.ts';
import { markScreenBeingSetUp } from '../shared/screens-being-set-up.ts';
import { RequireModuleFlag } from './guards/require-module-flag.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { CustomerLayout } from './layouts/customer-layout.tsx';
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

// The café's screens share one chunk, and so their features' texts.
const cafeScreens = withTexts(
  ['approvals', 'menu', 'orders', 'reservations'],
  () => import('./cafe-screens.tsx'),
);
type CafeScreen = keyof Awaited<ReturnType<typeof cafeScreens>>;
const cafeScreen = (name: CafeScreen) => async () => {
  const Screen = (await cafeScreens())[name];
  return { element: <Screen /> };
};

const platformScreens = withTexts(
  ['admin-appointments', 'error-reports', 'mail-outbox', 'support-inbox'],
  () => import('./platform-screens.tsx'),
);
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
  // The team invitation's page, in the customer pages' frame: the invitee may not be signed in
  // yet. Here rather than in router.tsx, so that customer pages do not carry it.
  {
    Component: CustomerLayout,
    children: [
      lazyScreen(
        'staffInvitation',
        withTexts(['team'], async () => {
          const { AcceptStaffInvitationRoute } = await import(
            '../features/team/routes/accept-staff-invitation-route.tsx'
          );
          return { element: <AcceptStaffInvitationRoute /> };
        }),
      ),
    ],
  },
  guarded(
    ['shopAdmin'],
    withTexts(['tours'], async () => {
      const { ShopAdminLayout } = await import('./layouts/shop-admin-layout.tsx');
      return { Component: ShopAdminLayout };
    }),
    [
      lazyScreen(
        'shopDashboard',
        withTexts(['dashboard', 'plans', 'tours'], async () => {
          const { ShopDashboardRoute } = await import('./routes/shop-dashboard-route.tsx');
          return { element: <ShopDashboardRoute /> };
        }),
      ),
      lazyScreen(
        'shopProfile',
        withTexts(['shops'], async () => {
          const { ShopProfileRoute } = await import('../features/shops/routes/shop-profile-route.tsx');
          return { element: <ShopProfileRoute /> };
        }),
      ),
      lazyScreen(
        'shopAccount',
        withTexts(['auth'], async () => {
          const { ProfileRoute } = await import('../features/auth/routes/profile-route.tsx');
          return { element: <ProfileRoute screenKey="screens.shopAccount" /> };
        }),
      ),
      lazyScreen(
        'shopSettings',
        withTexts(['auth'], async () => {
          const { SettingsRoute } = await import('./routes/settings-route.tsx');
          return { element: <SettingsRoute screenKey="screens.shopSettings" /> };
        }),
      ),
      lazyScreen(
        'shopAccountSecurity',
        withTexts(['auth'], async () => {
          const { AccountSecurityRoute } = await import('../features/auth/routes/account-security-route.tsx');
          return { element: <AccountSecurityRoute screenKey="screens.shopAccountSecurity" /> };
        }),
      ),
      {
        element: <RequireModuleFlag flag="dealsEnabled" />,
        children: [
          lazyScreen(
            'deals',
            withTexts(['deals'], async () => {
              const { ShopDealsRoute } = await import('../features/deals/routes/shop-deals-route.tsx');
              return { element: <ShopDealsRoute /> };
            }),
          ),
        ],
      },
      lazyScreen(
        'calendar',
        withTexts(['calendar'], async () => {
          const { CalendarRoute } = await import('../features/calendar/routes/calendar-route.tsx');
          return { element: <CalendarRoute /> };
        }),
      ),
      lazyScreen(
        'shopCalendarFeeds',
        withTexts(['calendar-feeds'], async () => {
          const { CalendarFeedsRoute } = await import(
            '../features/calendar-feeds/routes/calendar-feeds-route.tsx'
          );
          return { element: <CalendarFeedsRoute /> };
        }),
      ),
      lazyScreen(
        'shopReviews',
        withTexts(['reviews'], async () => {
          const { ShopReviewsRoute } = await import('../features/reviews/routes/shop-reviews-route.tsx');
          return { element: <ShopReviewsRoute /> };
        }),
      ),
      lazyScreen(
        'clients',
        withTexts(['clients'], async () => {
          const { ClientsRoute } = await import('../features/clients/routes/clients-route.tsx');
          return { element: <ClientsRoute /> };
        }),
      ),
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
      lazyScreen(
        'bookingsClosures',
        withTexts(['availability'], async () => {
          const { ClosuresRoute } = await import('../features/availability/routes/closures-route.tsx');
          return { element: <ClosuresRoute /> };
        }),
      ),
      lazyScreen(
        'bookingsTeam',
        withTexts(['team'], async () => {
          const { TeamRoute } = await import('../features/team/routes/team-route.tsx');
          return { element: <TeamRoute /> };
        }),
      ),
      lazyScreen(
        'bookingsHours',
        withTexts(['availability'], async () => {
          const { BookingHoursRoute } = await import(
            '../features/availability/routes/booking-hours-route.tsx'
          );
          return { element: <BookingHoursRoute /> };
        }),
      ),
      lazyScreen(
        'bookingsSlots',
        withTexts(['availability'], async () => {
          const { BookingRulesRoute } = await import(
            '../features/availability/routes/booking-rules-route.tsx'
          );
          return { element: <BookingRulesRoute /> };
        }),
      ),
      lazyScreen(
        'bookingsPolicy',
        withTexts(['booking-policy'], async () => {
          const { BookingPolicyRoute } = await import(
            '../features/booking-policy/routes/booking-policy-route.tsx'
          );
          return { element: <BookingPolicyRoute /> };
        }),
      ),
      lazyScreen(
        'services',
        withTexts(['treatments'], async () => {
          const { TreatmentsRoute } = await import('../features/treatments/routes/treatments-route.tsx');
          return { element: <TreatmentsRoute /> };
        }),
      ),
      {
        element: <RequireModuleFlag flag="vouchersEnabled" />,
        children: [
          lazyScreen(
            'vouchers',
            withTexts(['vouchers'], async () => {
              const { VouchersRoute } = await import('../features/vouchers/routes/vouchers-route.tsx');
              return { element: <VouchersRoute /> };
            }),
          ),
        ],
      },
      {
        element: <RequireModuleFlag flag="stampsEnabled" />,
        children: [
          lazyScreen(
            'stampcards',
            withTexts(['stamp-cards'], async () => {
              const { StampCardsRoute } = await import(
                '../features/stamp-cards/routes/stamp-cards-route.tsx'
              );
              return { element: <StampCardsRoute /> };
            }),
          ),
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
      lazyScreen(
        'pushMessages',
        withTexts(['push-messages'], async () => {
          const { PushMessagesRoute } = await import(
            '../features/push-messages/routes/push-messages-route.tsx'
          );
          return { element: <PushMessagesRoute /> };
        }),
      ),
      {
        element: <RequireModuleFlag flag="giftsEnabled" />,
        children: [
          lazyScreen(
            'shopGifts',
            withTexts(['gifts'], async () => {
              const { ShopGiftsRoute } = await import('../features/gifts/routes/shop-gifts-route.tsx');
              return { element: <ShopGiftsRoute /> };
            }),
          ),
        ],
      },
      {
        element: <RequireModuleFlag flag="partnerCardsEnabled" />,
        children: [
          lazyScreen(
            'shopPartnerCards',
            withTexts(['partner-cards'], async () => {
              const { ShopPartnerCardsRoute } = await import(
                '../features/partner-cards/routes/shop-partner-cards-route.tsx'
              );
              return { element: <ShopPartnerCardsRoute /> };
            }),
          ),
        ],
      },
      lazyScreen(
        'voice',
        withTexts(['plans'], async () => {
          const { VoiceRoute } = await import('../features/plans/routes/voice-route.tsx');
          return { element: <VoiceRoute /> };
        }),
      ),
      lazyScreen(
        'plus',
        withTexts(['plans'], async () => {
          const { PlusRoute } = await import('../features/plans/routes/plus-route.tsx');
          return { element: <PlusRoute /> };
        }),
      ),
      lazyScreen(
        'shopSupport',
        withTexts(['plans'], async () => {
          const { SupportRoute } = await import('../features/plans/routes/support-route.tsx');
          return { element: <SupportRoute /> };
        }),
      ),
      toShopDashboard('wholesale'),
      lazyScreen(
        'onboarding',
        withTexts(['dashboard', 'tours'], async () => {
          const { OnboardingRoute } = await import('./routes/onboarding-route.tsx');
          return { element: <OnboardingRoute /> };
        }),
      ),
    ],
  ),
  guarded(
    ['globalAdmin'],
    withTexts(['tours'], async () => {
      const { GlobalAdminLayout } = await import('./layouts/global-admin-layout.tsx');
      return { Component: GlobalAdminLayout };
    }),
    [
      lazyScreen(
        'adminShops',
        withTexts(['shops'], async () => {
          const { AdminShopsRoute } = await import('../features/shops/routes/admin-shops-route.tsx');
          return { element: <AdminShopsRoute /> };
        }),
      ),
      lazyScreen(
        'adminDeals',
        withTexts(['deals'], async () => {
          const { AdminDealsRoute } = await import('../features/deals/routes/admin-deals-route.tsx');
          return { element: <AdminDealsRoute /> };
        }),
      ),
      lazyScreen(
        'adminUsers',
        withTexts(['users'], async () => {
          const { AdminUsersRoute } = await import('../features/users/routes/admin-users-route.tsx');
          return { element: <AdminUsersRoute /> };
        }),
      ),
      lazyScreen(
        'adminAnalytics',
        withTexts(['analytics'], async () => {
          const { AdminAnalyticsRoute } = await import(
            '../features/analytics/routes/admin-analytics-route.tsx'
          );
          return { element: <AdminAnalyticsRoute /> };
        }),
      ),
      lazyScreen(
        'adminApprovals',
        withTexts(['approvals'], async () => {
          const { AdminApprovalsRoute } = await import(
            '../features/approvals/routes/admin-approvals-route.tsx'
          );
          return { element: <AdminApprovalsRoute /> };
        }),
      ),
      lazyScreen('adminMenus', cafeScreen('AdminMenusRoute')),
      lazyScreen('adminReservations', cafeScreen('AdminReservationsRoute')),
      lazyScreen('adminOrders', cafeScreen('AdminOrdersRoute')),
      lazyScreen(
        'adminPartnerCards',
        withTexts(['partner-cards'], async () => {
          const { AdminPartnerCardsRoute } = await import(
            '../features/partner-cards/routes/admin-partner-cards-route.tsx'
          );
          return { element: <AdminPartnerCardsRoute /> };
        }),
      ),
      lazyScreen(
        'adminGifts',
        withTexts(['gifts'], async () => {
          const { AdminGiftsRoute } = await import('../features/gifts/routes/admin-gifts-route.tsx');
          return { element: <AdminGiftsRoute /> };
        }),
      ),
      lazyScreen(
        'adminPriceList',
        withTexts(['admin-price-list', 'plans'], async () => {
          const { AdminPriceListRoute } = await import('./routes/admin-price-list-route.tsx');
          return { element: <AdminPriceListRoute /> };
        }),
      ),
      lazyScreen('adminAppointments', platformScreen('AdminAppointmentsRoute')),
      lazyScreen('adminMailOutbox', platformScreen('AdminMailOutboxRoute')),
      lazyScreen('adminErrors', platformScreen('AdminErrorsRoute')),
      lazyScreen('adminSupport', platformScreen('AdminSupportRoute')),
      lazyScreen(
        'adminReviews',
        withTexts(['reviews'], async () => {
          const { AdminReviewsRoute } = await import('../features/reviews/routes/admin-reviews-route.tsx');
          return { element: <AdminReviewsRoute /> };
        }),
      ),
      lazyScreen(
        'adminProfile',
        withTexts(['auth'], async () => {
          const { ProfileRoute } = await import('../features/auth/routes/profile-route.tsx');
          return { element: <ProfileRoute screenKey="screens.adminProfile" /> };
        }),
      ),
      lazyScreen(
        'adminSettings',
        withTexts(['auth'], async () => {
          const { SettingsRoute } = await import('./routes/settings-route.tsx');
          return { element: <SettingsRoute screenKey="screens.adminSettings" /> };
        }),
      ),
      lazyScreen(
        'adminAccountSecurity',
        withTexts(['auth'], async () => {
          const { AccountSecurityRoute } = await import('../features/auth/routes/account-security-route.tsx');
          return { element: <AccountSecurityRoute screenKey="screens.adminAccountSecurity" /> };
        }),
      ),
    ],
  ),
];
