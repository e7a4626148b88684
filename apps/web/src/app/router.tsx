import { servesCustomerBuild } from '@studio/domain/customer-build-paths';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { bookingShopQueryOptions } from '../features/booking-flow/api/get-booking-shop.ts';
import { withTexts } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import {
  type AppRouter,
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  Navigate,
  type RouteObject,
} from '../routing/build-router.ts';
import { openingHoursQueryOptions } from '../shared/availability/api/get-opening-hours.ts';
import { screenOf } from '../shared/screens.ts';
import { shopQueryOptions } from '../shared/shops/api/get-shop.ts';
import { studioPageSectionsQueryOptions } from '../shared/shops/api/get-studio-page-sections.ts';
import { bookableTreatmentsQueryOptions } from '../shared/treatments/api/list-bookable-treatments.ts';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { handleOf, lazyScreen } from './lazy-screen.tsx';
import { RootRoute } from './root-route.tsx';

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

/** The test provider's two pages share one module and the payments feature's texts. */
const loadTestProviderPages = withTexts(
  ['payments'],
  () => import('../features/payments/routes/test-provider-route.tsx'),
);

const unknownPathRouteId = 'unknown-path';

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
            lazy: withTexts(['home'], async () => ({
              Component: (await import('../features/home/routes/home-route.tsx')).HomeRoute,
            })),
          },
          lazyScreen(
            'findStudio',
            withTexts(['find-studio'], async () => {
              const { FindStudioRoute, loadFindResults } = await import(
                '../features/find-studio/routes/find-studio-route.tsx'
              );
              return { element: <FindStudioRoute />, loader: loadFindResults };
            }),
          ),
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
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/routes/recovery-route.tsx')).RecoveryRoute,
            })),
          },
          {
            path: '/auth/callback',
            handle: { titleKey: 'oidc.callback.title' },
            lazy: withTexts(['auth'], async () => ({
              Component: (await import('../features/auth/routes/oidc-callback-route.tsx')).OidcCallbackRoute,
            })),
          },
          lazyScreen(
            'studioRegister',
            withTexts(['auth'], async () => {
              const { StudioRegisterRoute } = await import(
                '../features/auth/routes/studio-register-route.tsx'
              );
              return { element: <StudioRegisterRoute /> };
            }),
          ),
          lazyScreen(
            'register',
            withTexts(['auth'], async () => {
              const { CustomerRegisterRoute } = await import(
                '../features/auth/routes/customer-register-route.tsx'
              );
              return { element: <CustomerRegisterRoute /> };
            }),
          ),
          lazyScreen(
            'studioCreate',
            withTexts(['create-studio', 'auth'], async () => {
              const { StudioCreateRoute } = await import('./routes/studio-create-route.tsx');
              return { element: <StudioCreateRoute /> };
            }),
          ),
          {
            path: screenOf('studioPage').path,
            handle: handleOf('studioPage'),
            loader: prefetchFor((shopId) => [
              queryClient.prefetchQuery(shopQueryOptions(shopId)),
              queryClient.prefetchQuery(bookableTreatmentsQueryOptions(shopId)),
              queryClient.prefetchQuery(openingHoursQueryOptions(shopId)),
              queryClient.prefetchQuery(studioPageSectionsQueryOptions(shopId)),
            ]),
            lazy: withTexts(['studio-page'], async () => ({
              Component: (await import('../features/studio-page/routes/studio-page-route.tsx'))
                .StudioPageRoute,
            })),
          },
          lazyScreen(
            'studioApp',
            withTexts(['deals', 'stamp-cards'], async () => {
              const { StudioAppRoute } = await import('./studio-app/studio-app-route.tsx');
              return { element: <StudioAppRoute /> };
            }),
          ),
          lazyScreen(
            'voucherPurchase',
            withTexts(['vouchers'], async () => {
              const { VoucherPurchaseRoute } = await import(
                '../features/vouchers/routes/voucher-purchase-route.tsx'
              );
              return { element: <VoucherPurchaseRoute /> };
            }),
          ),
          lazyScreen(
            'voucherClaim',
            withTexts(['vouchers'], async () => {
              const { VoucherClaimRoute } = await import(
                '../features/vouchers/routes/voucher-claim-route.tsx'
              );
              return { element: <VoucherClaimRoute /> };
            }),
          ),
          {
            // The test provider's checkout and onboarding pages (one module: neither is a customer
            // page), each with its own title.
            path: '/payments/test/checkout/:id',
            handle: { titleKey: 'testPayments.checkoutTitle' },
            lazy: async () => ({
              Component: (await loadTestProviderPages()).TestCheckoutPage,
            }),
          },
          {
            path: '/payments/test/accounts/:accountId',
            handle: { titleKey: 'testPayments.accountTitle' },
            lazy: async () => ({
              Component: (await loadTestProviderPages()).TestAccountPage,
            }),
          },
          lazyScreen(
            'success',
            withTexts(['booking-flow'], async () => {
              const { BookingSuccessRoute } = await import(
                '../features/booking-flow/routes/booking-success-route.tsx'
              );
              return { element: <BookingSuccessRoute /> };
            }),
          ),
          {
            ...lazyScreen(
              'book',
              withTexts(['booking-flow'], async () => {
                const { BookTreatmentsRoute } = await import(
                  '../features/booking-flow/routes/book-treatments-route.tsx'
                );
                return { element: <BookTreatmentsRoute /> };
              }),
            ),
            loader: prefetchFor((shopId) => [
              queryClient.prefetchQuery(bookingShopQueryOptions(shopId)),
              queryClient.prefetchQuery(bookableTreatmentsQueryOptions(shopId)),
            ]),
          },
          lazyScreen(
            'bookSelectDate',
            withTexts(['booking-flow'], async () => {
              const { BookSelectDateRoute } = await import(
                '../features/booking-flow/routes/book-select-date-route.tsx'
              );
              return { element: <BookSelectDateRoute /> };
            }),
          ),
          lazyScreen(
            'bookConfirm',
            withTexts(['booking-flow'], async () => {
              const { BookConfirmRoute } = await import(
                '../features/booking-flow/routes/book-confirm-route.tsx'
              );
              return { element: <BookConfirmRoute /> };
            }),
          ),
          lazyScreen(
            'bookingCancel',
            withTexts(['booking-flow'], async () => {
              const { BookingCancelRoute } = await import(
                '../features/booking-flow/routes/booking-cancel-route.tsx'
              );
              return { element: <BookingCancelRoute /> };
            }),
          ),
          lazyScreen(
            'account',
            withTexts(
              ['auth', 'deals', 'find-studio', 'gifts', 'my-bookings', 'orders', 'push-messages'],
              async () => {
                const { AccountRoute } = await import('./routes/account-route.tsx');
                return { element: <AccountRoute /> };
              },
            ),
          ),
          lazyScreen(
            'accountSecurity',
            withTexts(['auth'], async () => {
              const { AccountSecurityRoute } = await import(
                '../features/auth/routes/account-security-route.tsx'
              );
              return { element: <AccountSecurityRoute screenKey="screens.accountSecurity" /> };
            }),
          ),
          lazyScreen(
            'accountStampcards',
            withTexts(['stamp-cards'], async () => {
              const { AccountStampCardsRoute } = await import(
                '../features/stamp-cards/routes/account-stamp-cards-route.tsx'
              );
              return { element: <AccountStampCardsRoute /> };
            }),
          ),
          lazyScreen(
            'accountVouchers',
            withTexts(['vouchers'], async () => {
              const { AccountVouchersRoute } = await import(
                '../features/vouchers/routes/account-vouchers-route.tsx'
              );
              return { element: <AccountVouchersRoute /> };
            }),
          ),
          lazyScreen(
            'accountPartnerCards',
            withTexts(['partner-cards'], async () => {
              const { AccountPartnerCardsRoute } = await import(
                '../features/partner-cards/routes/account-partner-cards-route.tsx'
              );
              return { element: <AccountPartnerCardsRoute /> };
            }),
          ),
        ],
      },
      // Unknown paths go to the login route (once the admin routes are known, see createAppRouter).
      { id: unknownPathRouteId, path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

/**
 * The customer routes come with the entry; the admin portals' routes (admin-routes.tsx) are fetched
 * the first time a path matches none of them, then matching runs again. A customer page therefore
 * never downloads the admin route table or what it imports.
 */
export function createAppRouter(): AppRouter {
  let adminRoutesAdded = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      // (The partial matches the router passes in never reach the catch-all route.)
      if (adminRoutesAdded || matchRoutes(routes, path)?.at(-1)?.route.id !== unknownPathRouteId) return;
      if (import.meta.env.MODE === 'customer') {
        // The customer build runs on Preact (vite.config.ts), on which MUI X's date fields in the
        // admin screens misbehave, and has no admin route: an admin path is loaded afresh, and the
        // API answers with the main build for it. The navigation waits for that load and never
        // completes here. (An unknown path under the customer pages goes to the catch-all route.)
        if (!servesCustomerBuild(path)) {
          window.location.assign(path);
          await new Promise(() => {});
        }
        return;
      }
      const { adminRoutes } = await import('./admin-routes.tsx');
      if (adminRoutesAdded) return;
      patch('root', adminRoutes);
      adminRoutesAdded = true;
    },
  });
}
