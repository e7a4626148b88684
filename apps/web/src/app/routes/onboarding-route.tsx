import Box from '@mui/material/Box';
import { PageHeader } from '../../components/page-header.tsx';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { SetupChecklistCard } from '../../features/dashboard/components/setup-checklist-card.tsx';
import { TourStartCard } from '../../features/tours/components/tour-start-card.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { ShopLoadProblem } from '../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShop } from '../../shared/current-shop/use-current-shop.ts';
import { useShopFlags } from '../../shared/shops/api/get-shop-flags.ts';

/** /onboarding: the setup checklist from the studio's real state, and the guided tour through it. */
export function OnboardingRoute() {
  const { t } = useTranslation();
  const { shopId, shopQuery } = useCurrentShop();
  const dashboard = useDashboard(shopId);
  const flags = useShopFlags(shopId);

  if (!shopId || shopQuery.isError) return <ShopLoadProblem onRetry={() => void shopQuery.refetch()} />;

  return (
    <>
      <PageHeader title={t('screens.onboarding.title')} description={t('screens.onboarding.description')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1.4fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <TourStartCard flags={flags.data} />
        <SetupChecklistCard dashboard={dashboard.data} flags={flags.data} />
      </Box>
    </>
  );
}
