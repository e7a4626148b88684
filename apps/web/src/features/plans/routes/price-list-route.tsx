import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PlanCards } from '../components/plan-cards.tsx';

/** The global admin's price list: the plans as studios see them (prices from the configuration). */
export function PriceListRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens.adminPriceList.title')} description={t('plans.priceListText')} />
      <Box data-tour="admin-price-list">
        <PlanCards />
      </Box>
    </>
  );
}
