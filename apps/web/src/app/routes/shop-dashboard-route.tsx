import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header.tsx';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { DashboardStats } from '../../features/dashboard/components/dashboard-stats.tsx';
import { NextAppointmentsCard } from '../../features/dashboard/components/next-appointments-card.tsx';
import { PublicLinksCard } from '../../features/dashboard/components/public-links-card.tsx';
import { SetupChecklistCard } from '../../features/dashboard/components/setup-checklist-card.tsx';
import { checklistProgress } from '../../features/dashboard/setup-checklist.ts';
import { PlanStatusCard } from '../../features/plans/components/plan-status-card.tsx';
import { useShopApprovals } from '../../features/shops/api/get-shop-approvals.ts';
import { ShopStatusCard } from '../../features/shops/components/shop-status-card.tsx';
import { TourOfferCard } from '../../features/tours/components/tour-offer-card.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { ShopLoadProblem } from '../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShop } from '../../shared/current-shop/use-current-shop.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useShopFlags } from '../../shared/shops/api/get-shop-flags.ts';

/**
 * /shop: welcome, the last 30 days in numbers, the studio's status, the next appointments, the
 * public links to share and the setup checklist.
 */
export function ShopDashboardRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { shopId, shopQuery, shop } = useCurrentShop();
  const approvals = useShopApprovals(shopId);
  const dashboard = useDashboard(shopId);
  const flags = useShopFlags(shopId);
  const firstName = (session?.user.name ?? '').trim().split(/\s+/)[0] ?? '';
  // A studio with setup still to do is offered the tour; one that is set up needs no tour.
  const studioIsNew = dashboard.data
    ? checklistProgress(dashboard.data.checklist, flags.data).next !== undefined
    : false;

  if (!shopId || shopQuery.isError) return <ShopLoadProblem onRetry={() => void shopQuery.refetch()} />;

  return (
    <>
      <PageHeader
        title={firstName ? t('dashboard.welcome', { name: firstName }) : t('screens.shopDashboard.title')}
        description={t('dashboard.intro')}
      />
      <TourOfferCard studioIsNew={studioIsNew} />
      <DashboardStats dashboard={dashboard.data} flags={flags.data} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1.6fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          {shopQuery.data ? (
            <ShopStatusCard shop={shopQuery.data} approvals={approvals.data} />
          ) : (
            <Box role="status" aria-label={t('app.loading')}>
              <Skeleton variant="rounded" height={280} />
            </Box>
          )}
          {shopQuery.data ? <PlanStatusCard shopId={shopId} shopStatus={shopQuery.data.status} /> : null}
          {shop ? <NextAppointmentsCard shop={shop} /> : null}
        </Stack>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <SetupChecklistCard dashboard={dashboard.data} flags={flags.data} />
          <PublicLinksCard shopId={shopId} status={shopQuery.data?.status} />
        </Stack>
      </Box>
    </>
  );
}
