import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PartnerDealsTab } from '../../features/deals/routes/partner-deals-tab.tsx';
import { PartnerStampCardTab } from '../../features/stamp-cards/routes/partner-stamp-card-tab.tsx';
import { useShop } from '../../shared/shops/api/get-shop.ts';

// The gifts and bonus-card tabs come with their own code, so the page does not grow with each module.
const PartnerGiftsTab = lazy(async () => ({
  default: (await import('../../features/gifts/routes/partner-gifts-tab.tsx')).PartnerGiftsTab,
}));
const PartnerBonusCardTab = lazy(async () => ({
  default: (await import('../../features/partner-cards/routes/partner-bonus-card-tab.tsx'))
    .PartnerBonusCardTab,
}));

const tabs = ['deals', 'stamps', 'gifts', 'bonus'] as const;
type PartnerTab = (typeof tabs)[number];
const tabLabelKeys: Record<PartnerTab, string> = {
  deals: 'screens.partnerApp.dealsTab',
  stamps: 'partnerApp.stampCard',
  gifts: 'gifts.tab',
  bonus: 'partnerCards.tab',
};
const tabIcons: Record<PartnerTab, typeof LoyaltyIcon> = {
  deals: LocalOfferIcon,
  stamps: LoyaltyIcon,
  gifts: RedeemIcon,
  bonus: CreditCardIcon,
};

/**
 * /partner/{shopId}/app: the studio's customer app, one tab per loyalty module (`?tab=`), current
 * deals first. The tabs are composed here so that each module's feature stays on its own.
 */
export function PartnerAppRoute() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const shop = useShop(shopId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: PartnerTab = tabs.find((name) => name === requested) ?? 'deals';

  if (shop.isPending) return <Skeleton variant="rounded" height={320} />;
  if (shop.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/">
            {t('partnerApp.home')}
          </Button>
        }
      >
        {shop.error.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="partner-app">
      <Typography
        variant="h4"
        component="h1"
        data-testid="page-title"
        sx={{ mb: 0.5, wordBreak: 'break-word' }}
      >
        {shop.data.name}
      </Typography>
      <Button
        component={RouterLink}
        to={`/partner/${encodeURIComponent(shopId)}`}
        size="small"
        sx={{ mb: 2, px: 0 }}
      >
        {t('partnerApp.studioPage')}
      </Button>
      <Tabs
        value={tab}
        onChange={(_event, next: PartnerTab) => setSearch({ tab: next }, { replace: true })}
        aria-label={t('partnerApp.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((id) => {
          const Icon = tabIcons[id];
          return (
            <Tab
              key={id}
              value={id}
              icon={<Icon />}
              // On a phone the icons stand above their labels, so more tabs fit side by side.
              iconPosition={phone ? 'top' : 'start'}
              label={t(tabLabelKeys[id])}
              data-testid={`partner-app-tab-${id}`}
              sx={phone ? { minWidth: 0, px: 1.5 } : undefined}
            />
          );
        })}
      </Tabs>
      <Card sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" aria-label={t(tabLabelKeys[tab])}>
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          {tab === 'deals' ? <PartnerDealsTab shopId={shopId} currency={shop.data.currencyCode} /> : null}
          {tab === 'stamps' ? <PartnerStampCardTab shopId={shopId} /> : null}
          {tab === 'gifts' ? <PartnerGiftsTab shopId={shopId} /> : null}
          {tab === 'bonus' ? <PartnerBonusCardTab shopId={shopId} /> : null}
        </Suspense>
      </Card>
    </Box>
  );
}
