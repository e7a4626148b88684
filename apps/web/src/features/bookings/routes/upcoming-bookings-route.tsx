import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { ShopLoadProblem } from '../../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShop } from '../../../shared/current-shop/use-current-shop.ts';
import { BookingListPanel } from '../components/booking-list-panel.tsx';
import { NewBookingButton } from '../components/new-booking-button.tsx';

/** /bookings/upcoming: the appointments still to come, soonest first, with filters. */
export function UpcomingBookingsRoute() {
  const { t } = useTranslation();
  const { shopId, shopQuery, shop } = useCurrentShop();
  if (!shopId || shopQuery.isError) return <ShopLoadProblem onRetry={() => void shopQuery.refetch()} />;
  return (
    <>
      <PageHeader
        title={t('screens.bookingsUpcoming.title')}
        description={t('screens.bookingsUpcoming.description')}
        actions={
          <>
            <Button
              component={RouterLink}
              to="/calendar"
              variant="outlined"
              startIcon={<CalendarMonthIcon />}
            >
              {t('screens.calendar.title')}
            </Button>
            {shop ? <NewBookingButton shop={shop} /> : null}
          </>
        }
      />
      {shop ? (
        <BookingListPanel mode="upcoming" shop={shop} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={t('app.loading')} />
      )}
    </>
  );
}
