import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { ShopLoadProblem } from '../../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShop } from '../../../shared/current-shop/use-current-shop.ts';
import { screenIcons } from '../../../shared/screen-icons.ts';
import { type ScreenId, screenOf } from '../../../shared/screens.ts';
import { BookingListPanel } from '../components/booking-list-panel.tsx';
import { NewBookingButton } from '../components/new-booking-button.tsx';

const bookingScreens: readonly ScreenId[] = [
  'bookingsUpcoming',
  'calendar',
  'bookingsClosures',
  'bookingsTeam',
  'bookingsHours',
  'bookingsSlots',
  'bookingsPolicy',
];

/** The way to every part of online booking, each with what it is for. */
function BookingScreenLinks() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('bookings.hub.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        mb: 4,
      }}
    >
      {bookingScreens.map((id) => {
        const { path } = screenOf(id);
        const Icon = screenIcons[id];
        return (
          <Card key={id} sx={{ display: 'flex' }}>
            <CardActionArea
              component={RouterLink}
              to={path}
              sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', gap: 2 }}
              data-testid={`bookings-hub-${id}`}
            >
              <Box
                aria-hidden
                sx={{
                  color: 'primary.main',
                  bgcolor: 'action.hover',
                  borderRadius: 2,
                  p: 1,
                  display: 'flex',
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`screens.${id}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`screens.${id}.description`)}
                </Typography>
              </Box>
              <ChevronRightIcon
                aria-hidden
                sx={{
                  color: 'text.secondary',
                  alignSelf: 'center',
                  '[dir=rtl] &': { transform: 'scaleX(-1)' },
                }}
              />
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}

/** /bookings: the way to every booking screen, and every booking of the last and next month. */
export function BookingsRoute() {
  const { t } = useTranslation();
  const { shopId, shopQuery, shop } = useCurrentShop();
  if (!shopId || shopQuery.isError) return <ShopLoadProblem onRetry={() => void shopQuery.refetch()} />;
  return (
    <>
      <PageHeader
        title={t('screens.bookings.title')}
        description={t('screens.bookings.description')}
        actions={shop ? <NewBookingButton shop={shop} /> : null}
      />
      <BookingScreenLinks />
      <Stack component="section" aria-labelledby="all-bookings-title" sx={{ gap: 2 }}>
        <Typography id="all-bookings-title" variant="h6" component="h2">
          {t('bookings.hub.allBookings')}
        </Typography>
        {shop ? (
          <BookingListPanel mode="all" shop={shop} headingLevel="h3" />
        ) : (
          <Skeleton variant="rounded" height={360} role="status" aria-label={t('app.loading')} />
        )}
      </Stack>
    </>
  );
}
