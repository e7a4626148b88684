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
import { Link as RouterLink, useParams } from 'react-router';
import { PartnerStampCardTab } from '../../features/stamp-cards/routes/partner-stamp-card-tab.tsx';
import { useShop } from '../../shared/shops/api/get-shop.ts';

/**
 * /partner/{shopId}/app: the studio's customer app, one tab per loyalty module. The tabs are
 * composed here so that each module's feature stays on its own; the stamp card is the first built.
 */
export function PartnerAppRoute() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const shop = useShop(shopId);

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
      <Tabs value="stamps" aria-label={t('partnerApp.tabs')} sx={{ mb: 2 }}>
        <Tab
          value="stamps"
          icon={<LoyaltyIcon />}
          iconPosition="start"
          label={t('partnerApp.stampCard')}
          data-testid="partner-app-tab-stamps"
        />
      </Tabs>
      <Card sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" aria-label={t('partnerApp.stampCard')}>
        <PartnerStampCardTab shopId={shopId} />
      </Card>
    </Box>
  );
}
