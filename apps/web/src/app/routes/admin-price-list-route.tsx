import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header.tsx';
import { StudioTreatmentsPriceList } from '../../features/admin-price-list/components/studio-treatments-price-list.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { PlanCards } from '../../shared/plans/components/plan-cards.tsx';

/**
 * The global admin's price list: every studio's treatments, and below them the plans studios can
 * choose (prices from the configuration). Composed here because it shows two features.
 */
export function AdminPriceListRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('screens.adminPriceList.title')}
        description={t('screens.adminPriceList.description')}
      />
      <StudioTreatmentsPriceList />
      <Box component="section" aria-labelledby="price-list-plans">
        <Typography variant="h5" component="h2" id="price-list-plans">
          {t('adminPriceList.plansTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.75, mb: 2 }}>
          {t('plans.priceListText')}
        </Typography>
        <PlanCards textPrefix="plans.cards" />
      </Box>
    </>
  );
}
