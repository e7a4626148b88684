import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ShopLoadProblem } from '../../shops/components/shop-load-problem.tsx';
import { BookingListPanel } from '../components/booking-list-panel.tsx';
import { NewBookingButton } from '../components/new-booking-button.tsx';
import { useBookingStudio } from '../use-booking-studio.ts';

/** /bookings/upcoming: the appointments still to come, soonest first, with filters. */
export function UpcomingBookingsRoute() {
  const { t } = useTranslation();
  const { shopId, shop, studio } = useBookingStudio();
  if (!shopId || shop.isError) return <ShopLoadProblem onRetry={() => void shop.refetch()} />;
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
            {studio ? <NewBookingButton studio={studio} /> : null}
          </>
        }
      />
      {studio ? (
        <BookingListPanel mode="upcoming" studio={studio} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={t('app.loading')} />
      )}
    </>
  );
}
