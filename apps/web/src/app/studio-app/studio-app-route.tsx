import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import EventSeatIcon from '@mui/icons-material/EventSeatOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenuOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StudioPageSectionName } from '@studio/domain/studio-page-sections';
import { lazy, Suspense } from 'react';
import { StudioDealsTab } from '../../features/deals/routes/studio-deals-tab.tsx';
import { StudioStampCardTab } from '../../features/stamp-cards/routes/studio-stamp-card-tab.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { Link as RouterLink, useParams, useSearchParams } from '../../routing/build-router.ts';
import { cartCount, useCart } from '../../shared/cart/cart-store.ts';
import { useShop } from '../../shared/shops/api/get-shop.ts';
import { useStudioPageSections } from '../../shared/shops/api/get-studio-page-sections.ts';

// The gifts, bonus-card and café tabs load with their first use, so the studio app's first page
// does not grow with each module.
const StudioGiftsTab = lazy(async () => ({
  default: (await import('../../features/gifts/routes/studio-gifts-tab.tsx')).StudioGiftsTab,
}));
const PartnerBonusCardTab = lazy(async () => ({
  default: (await import('../../features/partner-cards/routes/partner-bonus-card-tab.tsx'))
    .PartnerBonusCardTab,
}));
const StudioMenuTab = lazy(async () => ({
  default: (await import('../../features/menu/routes/studio-menu-tab.tsx')).StudioMenuTab,
}));
const StudioOrderTab = lazy(async () => ({
  default: (await import('../../features/orders/routes/studio-order-tab.tsx')).StudioOrderTab,
}));
const StudioReservationTab = lazy(async () => ({
  default: (await import('../../features/reservations/routes/studio-reservation-tab.tsx'))
    .StudioReservationTab,
}));

const tabs = ['deals', 'stamps', 'gifts', 'bonus', 'menu', 'order', 'reservation'] as const;
type TabId = (typeof tabs)[number];

// Links shared before the bonus tab had its short name still open it.
const tabAliases: Record<string, TabId> = { 'bonus-card': 'bonus' };

/** The section of the studio page each tab shows: a tab is there only while its section has content. */
const sectionOf: Record<TabId, StudioPageSectionName> = {
  deals: 'deals',
  stamps: 'stampCard',
  gifts: 'gifts',
  bonus: 'bonusCard',
  menu: 'menu',
  order: 'orders',
  reservation: 'reservations',
};

/**
 * /partner/{shopId}/app: the studio's customer app, one tab per module (`?tab=`: current deals
 * first, stamp card, gifts, bonus card, menu, order, reservation), each only while it has content.
 * A table's QR code opens it with `?table=<signed token>`, on the menu. The tabs are composed here
 * so that each module's feature stays on its own.
 */
export function StudioAppRoute() {
  return <PartnerApp />;
}

function PartnerApp() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const shop = useShop(shopId);
  const sections = useStudioPageSections(shopId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const cart = useCart(shopId);
  const tableToken = search.get('table');
  const shown = tabs.filter((id) => sections.data?.[sectionOf[id]] === true);
  const asked = search.get('tab');
  const requested = asked ? (tabAliases[asked] ?? (asked as TabId)) : null;
  const tab: TabId | undefined =
    requested && shown.includes(requested)
      ? requested
      : tableToken && shown.includes('menu')
        ? 'menu'
        : shown[0];
  const show = (next: TabId) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  if (shop.isPending || sections.isPending) return <Skeleton variant="rounded" height={320} />;
  if (shop.isError || sections.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/">
            {t('studioApp.home')}
          </Button>
        }
      >
        {(shop.error ?? sections.error)?.message}
      </Alert>
    );
  }
  const currency = shop.data.currencyCode;
  const labels: Record<TabId, string> = {
    deals: t('screens.studioApp.dealsTab'),
    stamps: t('studioApp.stampCard'),
    gifts: t('studioApp.tabLabels.gifts'),
    bonus: t('studioApp.tabLabels.bonus'),
    menu: t('studioApp.tabLabels.menu'),
    order: t('studioApp.tabLabels.order'),
    reservation: t('studioApp.tabLabels.reservation'),
  };
  const icons: Record<TabId, React.ReactElement> = {
    deals: <LocalOfferIcon />,
    stamps: <LoyaltyIcon />,
    gifts: <RedeemIcon />,
    bonus: <CreditCardIcon />,
    menu: <RestaurantMenuIcon />,
    order: (
      <Badge badgeContent={cartCount(cart)} color="primary">
        <ShoppingCartIcon />
      </Badge>
    ),
    reservation: <EventSeatIcon />,
  };
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
        {t('studioApp.studioPage')}
      </Button>
      {tab === undefined ? (
        <Alert
          severity="info"
          data-testid="partner-app-empty"
          action={
            <Button component={RouterLink} to={`/partner/${encodeURIComponent(shopId)}/app/book`}>
              {t('studioApp.book')}
            </Button>
          }
        >
          {t('studioApp.empty')}
        </Alert>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: TabId) => show(next)}
            aria-label={t('studioApp.tabs')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {shown.map((id) => (
              <Tab
                key={id}
                value={id}
                icon={icons[id]}
                // On a phone the icons stand above their labels, so more tabs fit side by side.
                iconPosition={phone ? 'top' : 'start'}
                label={labels[id]}
                data-testid={`partner-app-tab-${id}`}
                sx={phone ? { minWidth: 0, px: 1.5 } : undefined}
              />
            ))}
          </Tabs>
          <Card sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" aria-label={labels[tab]}>
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              {tab === 'deals' ? <StudioDealsTab shopId={shopId} currency={currency} /> : null}
              {tab === 'stamps' ? <StudioStampCardTab shopId={shopId} /> : null}
              {tab === 'gifts' ? <StudioGiftsTab shopId={shopId} /> : null}
              {tab === 'bonus' ? <PartnerBonusCardTab shopId={shopId} /> : null}
              {tab === 'menu' ? (
                <StudioMenuTab shopId={shopId} currency={currency} onOpenCart={() => show('order')} />
              ) : null}
              {tab === 'order' ? (
                <StudioOrderTab
                  shopId={shopId}
                  currency={currency}
                  tableToken={tableToken}
                  onBackToMenu={() => show('menu')}
                />
              ) : null}
              {tab === 'reservation' ? (
                <StudioReservationTab shopId={shopId} timezone={shop.data.timezone} />
              ) : null}
            </Suspense>
          </Card>
        </>
      )}
    </Box>
  );
}
