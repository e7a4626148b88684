import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CustomerBooking } from '@studio/domain/booking-contract';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import {
  formatStudioDate,
  formatStudioDayWithWeekday,
  formatStudioTime,
  formatStudioTimeRange,
} from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { Link as RouterLink, useSearchParams } from '../../../routing/build-router.ts';
import { useCancelOwnBooking } from '../api/cancel-own-booking.ts';
import { type OwnBookingsWhen, useOwnBookings } from '../api/get-own-bookings.ts';
import { useOwnReviews } from '../api/get-own-reviews.ts';

// Only a customer who moves a booking or rates a visit needs the dialog's code.
const MoveBookingDialog = lazy(async () => ({
  default: (await import('./move-booking-dialog.tsx')).MoveBookingDialog,
}));

const ReviewVisitDialog = lazy(async () => ({
  default: (await import('./review-visit-dialog.tsx')).ReviewVisitDialog,
}));

const statusTones: Record<CustomerBooking['status'], Tone> = {
  pending_payment: 'warning',
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'neutral',
  no_show: 'error',
};

/** The signed-in customer's appointments in every studio, with moving and cancelling until the cut-off. */
export function OwnBookingsCard() {
  const { t } = useTranslation();
  // The review mail links here with ?review={bookingId}: the past visits, that one's dialog open.
  const [params] = useSearchParams();
  const [toReviewId, setToReviewId] = useState(params.get('review'));
  const [when, setWhen] = useState<OwnBookingsWhen>(toReviewId ? 'past' : 'upcoming');
  const bookings = useOwnBookings(when);
  const reviews = useOwnReviews(when === 'past');
  const rated = new Map((reviews.data ?? []).map((review) => [review.bookingId, review.rating]));
  const toReview = bookings.data?.find((booking) => booking.id === toReviewId && !rated.has(booking.id));
  const [toCancel, setToCancel] = useState<CustomerBooking | null>(null);
  const [toMove, setToMove] = useState<CustomerBooking | null>(null);
  const cancel = useCancelOwnBooking();

  return (
    <SectionCard
      title={t('myBookings.title')}
      description={t('myBookings.description')}
      testId="own-bookings"
    >
      <Tabs
        value={when}
        onChange={(_event, value: OwnBookingsWhen) => setWhen(value)}
        aria-label={t('myBookings.title')}
        sx={{ mb: 2 }}
      >
        <Tab value="upcoming" label={t('myBookings.upcoming')} data-testid="own-bookings-upcoming" />
        <Tab value="past" label={t('myBookings.past')} data-testid="own-bookings-past" />
      </Tabs>
      {bookings.isPending ? (
        <Stack sx={{ gap: 1.5 }}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : bookings.isError ? (
        <Typography color="text.secondary">{t('myBookings.loadFailed')}</Typography>
      ) : bookings.data.length === 0 ? (
        <Stack
          sx={{ alignItems: 'center', gap: 1, py: 3, textAlign: 'center' }}
          data-testid="own-bookings-empty"
        >
          <EventBusyIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography color="text.secondary">
            {t(when === 'upcoming' ? 'myBookings.noneUpcoming' : 'myBookings.nonePast')}
          </Typography>
        </Stack>
      ) : (
        <Stack divider={<Divider flexItem />} sx={{ gap: 2 }}>
          {bookings.data.map((booking) => (
            <OwnBookingRow
              key={booking.id}
              booking={booking}
              onCancel={() => setToCancel(booking)}
              onMove={() => setToMove(booking)}
              rebook={when === 'past'}
              review={
                when === 'past' && booking.status === 'completed' && reviews.isSuccess
                  ? { rating: rated.get(booking.id), onRate: () => setToReviewId(booking.id) }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        title={t('myBookings.cancelTitle')}
        text={
          toCancel
            ? t('myBookings.cancelText', {
                studio: toCancel.shop.name,
                when: formatStudioDayWithWeekday(toCancel.start, toCancel.shop.timezone, currentLocale()),
              })
            : ''
        }
        confirmLabel={t('myBookings.cancelConfirm')}
        destructive
        loading={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={() => {
          if (!toCancel) return;
          cancel.mutate(toCancel.id, {
            onSuccess: () => notify(t('myBookings.cancelled'), 'success'),
            onSettled: () => setToCancel(null),
          });
        }}
        testId="own-booking-cancel-dialog"
      />
      {toMove ? (
        <Suspense fallback={null}>
          <MoveBookingDialog booking={toMove} onClose={() => setToMove(null)} />
        </Suspense>
      ) : null}
      {toReview ? (
        <Suspense fallback={null}>
          <ReviewVisitDialog booking={toReview} onClose={() => setToReviewId(null)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

function OwnBookingRow({
  booking,
  onCancel,
  onMove,
  rebook,
  review,
}: {
  booking: CustomerBooking;
  onCancel: () => void;
  onMove: () => void;
  rebook: boolean;
  /** A completed visit: its rating when rated, else a way to rate it. */
  review?: { rating: number | undefined; onRate: () => void };
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone = booking.shop.timezone;
  const date = formatStudioDayWithWeekday(booking.start, zone, locale);
  const time = formatStudioTimeRange(booking.start, booking.end, zone, locale);
  return (
    <Box
      data-testid="own-booking"
      data-booking-id={booking.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {date} · {time}
          </Typography>
          <ToneChip tone={statusTones[booking.status]} label={t(`myBookings.status.${booking.status}`)} />
        </Stack>
        <Link component={RouterLink} to={`/partner/${booking.shop.id}`} underline="hover">
          {booking.shop.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {booking.services.map((service) => service.name).join(', ')} ·{' '}
          {formatMoney(booking.totalPriceCents, locale, booking.shop.currencyCode)}
          {booking.teamMemberName ? ` · ${t('myBookings.with', { name: booking.teamMemberName })}` : ''}
        </Typography>
        {booking.cancellable ? (
          <Typography variant="caption" color="text.secondary">
            {t('myBookings.cancelUntil', {
              date: formatStudioDate(booking.cancelUntil, zone, locale),
              time: formatStudioTime(booking.cancelUntil, zone, locale),
            })}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {review?.rating !== undefined ? (
          <Typography variant="body2" color="text.secondary" data-testid="own-booking-rated">
            {t('myBookings.review.rated', { count: review.rating })}
          </Typography>
        ) : review ? (
          <Button variant="contained" onClick={review.onRate} data-testid="own-booking-rate">
            {t('myBookings.review.rate')}
          </Button>
        ) : null}
        {booking.movable ? (
          <Button variant="outlined" onClick={onMove} data-testid="own-booking-move">
            {t('myBookings.move.action')}
          </Button>
        ) : null}
        {booking.cancellable ? (
          <Button color="error" variant="outlined" onClick={onCancel} data-testid="own-booking-cancel">
            {t('myBookings.cancel')}
          </Button>
        ) : rebook ? (
          <Button component={RouterLink} to={`/partner/${booking.shop.id}/app/book`} variant="outlined">
            {t('myBookings.rebook')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
