import EmailIcon from '@mui/icons-material/EmailOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerBooking } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import {
  formatStudioDateTime,
  formatStudioDayWithWeekday,
  formatStudioTimeRange,
} from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { Link as RouterLink, useParams, useSearchParams } from '../../../routing/build-router.ts';
import { useCancelBookingByToken } from '../api/cancel-booking-by-token.ts';
import { useBookingByToken } from '../api/get-booking-by-token.ts';
import { bookingStepPath, emptySelection, shopPath } from '../booking-selection.ts';
import { calendarAppointmentOf } from '../calendar-export.ts';
import { AddToCalendar } from '../components/add-to-calendar.tsx';
import { BookingPageSkeleton } from '../components/booking-shop-gate.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';
import { DepositState } from '../components/deposit-state.tsx';

const statusTones: Record<CustomerBooking['status'], Tone> = {
  pending_payment: 'warning',
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'neutral',
  no_show: 'error',
};

function InvalidLink({
  shopId,
  title,
  message,
  onRetry,
}: {
  shopId: string;
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
      data-testid="cancel-link-invalid"
    >
      <Avatar
        sx={{ width: 72, height: 72, mx: 'auto', mb: 3, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <LinkOffIcon sx={{ fontSize: 36 }} aria-hidden />
      </Avatar>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }} data-testid="page-title">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
        {onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {t('partner.loadFailed.retry')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={shopPath(shopId)} variant={onRetry ? 'outlined' : 'contained'}>
          {t('setup.backToStudio')}
        </Button>
      </Stack>
    </Card>
  );
}

function ContactShop({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation();
  const { phone, email } = booking.shop;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1.5 }}>
      {phone ? (
        <Button variant="outlined" size="small" startIcon={<PhoneIcon />} href={`tel:${phone}`}>
          <span dir="ltr">{phone}</span>
        </Button>
      ) : null}
      {email ? (
        <Button variant="outlined" size="small" startIcon={<EmailIcon />} href={`mailto:${email}`}>
          {t('bookingFlow.cancel.writeEmail')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Why this appointment can or cannot be cancelled online any more. */
function CancelState({ booking, onCancel }: { booking: CustomerBooking; onCancel: () => void }) {
  const { t } = useTranslation();
  const until = formatStudioDateTime(booking.cancelUntil, booking.shop.timezone, currentLocale());
  if (booking.cancellable) {
    return (
      <Box data-testid="cancel-possible">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('bookingFlow.cancel.until', { when: until })}
        </Typography>
        <Button variant="outlined" color="error" size="large" onClick={onCancel} data-testid="cancel-booking">
          {t('bookingFlow.cancel.action')}
        </Button>
      </Box>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <Alert severity="info" data-testid="cancel-done">
        {t('bookingFlow.cancel.alreadyCancelled')}
      </Alert>
    );
  }
  if (booking.status === 'completed' || booking.status === 'no_show') {
    return <Alert severity="info">{t('bookingFlow.cancel.over')}</Alert>;
  }
  return (
    <Alert severity="warning" data-testid="cancel-too-late">
      {t('bookingFlow.cancel.tooLate', { when: until })}
      <ContactShop booking={booking} />
    </Alert>
  );
}

function CancelPage({ token, booking }: { token: string; booking: CustomerBooking }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBookingByToken(token);
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  const when = {
    day: formatStudioDayWithWeekday(booking.start, booking.shop.timezone, locale),
    time: formatStudioTimeRange(booking.start, booking.end, booking.shop.timezone, locale),
  };

  return (
    <Card
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 } }}
      data-testid="cancel-page"
      data-status={booking.status}
    >
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
            {booking.shop.name}
          </Typography>
          <Typography variant="h4" component="h1" data-testid="page-title">
            {t('bookingFlow.cancel.title')}
          </Typography>
        </Box>
        <ToneChip
          tone={statusTones[booking.status]}
          label={t(`bookingFlow.status.${booking.status}`)}
          data-testid="cancel-status"
        />
      </Stack>
      <BookingSummary
        data={{
          studioName: booking.shop.name,
          address: booking.shop.address,
          timezone: booking.shop.timezone,
          currencyCode: booking.shop.currencyCode,
          treatments: booking.services,
          start: booking.start,
          end: booking.end,
          memberName: booking.teamMemberName ?? undefined,
        }}
      />
      <Divider sx={{ my: 3 }} />
      <CancelState booking={booking} onCancel={() => setConfirming(true)} />
      <DepositState booking={booking} />
      {active ? (
        <>
          <Divider sx={{ my: 3 }} />
          <AddToCalendar appointment={calendarAppointmentOf(booking, booking.shop, window.location.href)} />
        </>
      ) : null}
      <Divider sx={{ my: 3 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button component={RouterLink} to={shopPath(booking.shop.id)} variant="contained">
          {t('setup.backToStudio')}
        </Button>
        <Button
          component={RouterLink}
          to={bookingStepPath(booking.shop.id, 'book', emptySelection)}
          variant="outlined"
        >
          {t(active ? 'bookingFlow.success.bookAnother' : 'bookingFlow.cancel.bookAgain')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('bookingFlow.cancel.confirmTitle')}
        text={t('bookingFlow.cancel.confirmText', {
          studio: booking.shop.name,
          day: when.day,
          time: when.time,
        })}
        confirmLabel={t('bookingFlow.cancel.action')}
        destructive
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => notify(t('bookingFlow.cancel.done'), 'success'),
            onSettled: () => setConfirming(false),
          })
        }
        testId="cancel-dialog"
      />
    </Card>
  );
}

/** /partner/{shopId}/app/booking/cancel?token=…: the mailed link to see and cancel a booking. */
export function BookingCancelRoute() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useBookingByToken(token);

  const invalid = (message: string) => (
    <InvalidLink shopId={shopId} title={t('bookingFlow.cancel.invalidTitle')} message={message} />
  );
  if (!token) return invalid(t('bookingFlow.cancel.invalidText'));
  if (booking.isPending) return <BookingPageSkeleton />;
  if (booking.isError) {
    const error = booking.error;
    if (isApiError(error) && error.errorCode === ErrorCode.bookingNotFound) return invalid(error.message);
    if (isApiError(error) && error.errorCode === ErrorCode.invalidInput)
      return invalid(t('bookingFlow.cancel.invalidText'));
    // Unreachable server, rate limit: the link may be fine, so offer to try again.
    return (
      <InvalidLink
        shopId={shopId}
        title={t('bookingFlow.cancel.loadFailedTitle')}
        message={isApiError(error) ? error.message : t('errors.unexpected')}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  return <CancelPage token={token} booking={booking.data} />;
}
