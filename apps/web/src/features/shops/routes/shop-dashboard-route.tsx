import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useBookingStudio } from '../../bookings/use-booking-studio.ts';
import { useDashboard } from '../../dashboard/api/get-dashboard.ts';
import { DashboardStats } from '../../dashboard/components/dashboard-stats.tsx';
import { NextAppointmentsCard } from '../../dashboard/components/next-appointments-card.tsx';
import { PublicLinksCard } from '../../dashboard/components/public-links-card.tsx';
import { SetupChecklistCard } from '../../dashboard/components/setup-checklist-card.tsx';
import { useShopApprovals } from '../api/get-shop-approvals.ts';
import { useShopFlags } from '../api/get-shop-flags.ts';
import { ShopLoadProblem } from '../components/shop-load-problem.tsx';
import { StudioStatusCard } from '../components/studio-status-card.tsx';

/**
 * /shop: welcome, the last 30 days in numbers, the studio's status, the next appointments, the
 * public links to share and the setup checklist.
 */
export function ShopDashboardRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { shopId, shop, studio } = useBookingStudio();
  const approvals = useShopApprovals(shopId);
  const dashboard = useDashboard(shopId);
  const flags = useShopFlags(shopId);
  const firstName = (session?.user.name ?? '').trim().split(/\s+/)[0] ?? '';

  if (!shopId || shop.isError) return <ShopLoadProblem onRetry={() => void shop.refetch()} />;

  return (
    <>
      <PageHeader
        title={firstName ? t('dashboard.welcome', { name: firstName }) : t('screens.shopDashboard.title')}
        description={t('dashboard.intro')}
      />
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
          {shop.data ? (
            <StudioStatusCard shop={shop.data} approvals={approvals.data} />
          ) : (
            <Box role="status" aria-label={t('app.loading')}>
              <Skeleton variant="rounded" height={280} />
            </Box>
          )}
          {studio ? <NextAppointmentsCard studio={studio} /> : null}
        </Stack>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <SetupChecklistCard dashboard={dashboard.data} flags={flags.data} />
          <PublicLinksCard shopId={shopId} status={shop.data?.status} />
        </Stack>
      </Box>
    </>
  );
}
