import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PartnerDealsTab } from '../../features/deals/routes/partner-deals-tab.tsx';
import { PartnerStampCardTab } from '../../features/stamp-cards/routes/partner-stamp-card-tab.tsx';
import { useShop } from '../../shared/shops/api/get-shop.ts';

const tabs = ['deals', 'stamps'] as const;
type PartnerTab = (typeof tabs)[number];

/**
 * /partner/{shopId}/app: the studio's customer app, one tab per loyalty module (`?tab=`), current
 * deals first. The tabs are composed here so that each module's feature stays on its own.
 */
export function PartnerAppRoute() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const shop = useShop(shopId);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: PartnerTab = tabs.find((name) => name === requested) ?? 'deals';
  const tabLabel = tab === 'deals' ? t('screens.partnerApp.dealsTab') : t('partnerApp.stampCard');

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
        <Tab
          value="deals"
          icon={<LocalOfferIcon />}
          iconPosition="start"
          label={t('screens.partnerApp.dealsTab')}
          data-testid="partner-app-tab-deals"
        />
        <Tab
          value="stamps"
          icon={<LoyaltyIcon />}
          iconPosition="start"
          label={t('partnerApp.stampCard')}
          data-testid="partner-app-tab-stamps"
        />
      </Tabs>
      <Card sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" aria-label={tabLabel}>
        {tab === 'deals' ? (
          <PartnerDealsTab shopId={shopId} currency={shop.data.currencyCode} />
        ) : (
          <PartnerStampCardTab shopId={shopId} />
        )}
      </Card>
    </Box>
  );
}
