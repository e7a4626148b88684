import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { IconComponent } from '../../../components/icon-type.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { SHOP_NOT_FOUND, type Shop, useShop } from '../../../shared/shops/api/get-shop.ts';
import { useShopFlags } from '../../../shared/shops/api/get-shop-flags.ts';
import { ShopProblem } from '../../../shared/shops/components/shop-problem.tsx';
import { visibleShopLinks } from '../shop-links.ts';

function ContactLine({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', color: 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" color="text.secondary">
        {children}
      </Typography>
    </Stack>
  );
}

function ShopHeader({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  return (
    <Card
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        background: `radial-gradient(90% 120% at 100% 0%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 60%), ${theme.palette.background.paper}`,
      })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { sm: 'center' } }}>
        <Avatar
          sx={{
            width: 80,
            height: 80,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 32,
            fontWeight: 700,
          }}
        >
          {shop.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Chip
            label={t(`shop.categories.${shop.category}`)}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ mb: 1 }}
          />
          <Typography variant="h4" component="h1" data-testid="page-title" sx={{ wordBreak: 'break-word' }}>
            {shop.name}
          </Typography>
          <Stack sx={{ gap: 0.75, mt: 1.5 }}>
            <ContactLine icon={PlaceIcon}>
              <span data-testid="partner-address">{shop.address}</span>
            </ContactLine>
            {shop.phone ? (
              <ContactLine icon={PhoneIcon}>
                <Link href={`tel:${shop.phone}`} color="inherit" dir="ltr">
                  {shop.phone}
                </Link>
              </ContactLine>
            ) : null}
            {shop.email ? (
              <ContactLine icon={EmailIcon}>
                <Link href={`mailto:${shop.email}`} color="inherit">
                  {shop.email}
                </Link>
              </ContactLine>
            ) : null}
          </Stack>
        </Box>
      </Stack>
      {shop.description ? (
        <Typography sx={{ mt: 3, whiteSpace: 'pre-line' }} color="text.secondary">
          {shop.description}
        </Typography>
      ) : null}
    </Card>
  );
}

function ShopPage({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const flags = useShopFlags(shop.id);
  return (
    <Stack sx={{ gap: 3 }} data-testid="partner-studio">
      {shop.status === 'active' ? null : (
        // Only the studio's own admins and global admins get a non-active shop.
        <Alert severity="warning" data-testid="partner-not-active">
          {t('partner.notActive')}
        </Alert>
      )}
      <ShopHeader shop={shop} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, gap: 3 }}>
        <Card sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('partner.booking.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('bookingFlow.entry.text')}
          </Typography>
          <Button
            component={RouterLink}
            to="app/book"
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            data-testid="partner-book"
          >
            {t('partner.booking.cta')}
          </Button>
        </Card>
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
            {t('partner.links.title')}
          </Typography>
          <List>
            {visibleShopLinks(flags.data).map(({ key, to, icon: Icon }) => (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  sx={{ borderRadius: 2 }}
                  data-testid={`partner-link-${key}`}
                >
                  <ListItemIcon sx={{ color: 'primary.main' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`partner.links.${key}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      </Box>
    </Stack>
  );
}

export function PartnerShopRoute() {
  const { shopId = '' } = useParams();
  const { t } = useTranslation();
  const shop = useShop(shopId);

  if (shop.isPending) {
    return (
      <Card sx={{ p: { xs: 3, md: 5 } }} role="status" aria-label={t('app.loading')}>
        <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
          <Skeleton variant="circular" width={80} height={80} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="60%" height={48} />
            <Skeleton width="45%" />
          </Box>
        </Stack>
      </Card>
    );
  }
  if (shop.isError) {
    const error = shop.error;
    const notFound = isApiError(error) && (error.errorCode === SHOP_NOT_FOUND || error.status === 404);
    return <ShopProblem notFound={notFound} onRetry={() => void shop.refetch()} />;
  }
  return <ShopPage shop={shop.data} />;
}
