import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import type { Booking } from '@studio/domain/booking-contract';
import { type BookingStatus, isActiveBookingStatus } from '@studio/domain/booking-status';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { statusActionsOf } from '../booking-choices.ts';
import { BookingFeeButton } from './booking-fee-button.tsx';

/**
 * What the studio does with a booking: cancel it (onCancel asks first), open its day in the
 * calendar, or move it on to the statuses it may take now (confirmed, completed, no-show).
 */
export function BookingDetailsActions({
  booking,
  day,
  busy,
  showCalendarLink,
  onCancel,
  onStatus,
}: {
  booking: Booking;
  /** The booking's day in the studio's zone, `YYYY-MM-DD`. */
  day: string;
  busy: boolean;
  showCalendarLink: boolean;
  onCancel: () => void;
  onStatus: (next: BookingStatus) => void;
}) {
  const { t } = useTranslation();
  const active = isActiveBookingStatus(booking.status);
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {active ? (
          <Button color="error" onClick={onCancel} disabled={busy} data-testid="booking-details-cancel">
            {t('bookings.details.cancelBooking')}
          </Button>
        ) : null}
        {showCalendarLink ? (
          <Button
            component={RouterLink}
            to={`/calendar?view=day&date=${day}`}
            startIcon={<CalendarMonthIcon />}
            data-testid="booking-details-calendar"
          >
            {t('bookings.details.showInCalendar')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
        <BookingFeeButton shopId={booking.shopId} booking={booking} />
        {statusActionsOf(booking.status, Date.parse(booking.start) <= Date.now()).map((next) => (
          <Button
            key={next}
            variant={next === 'no_show' ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => onStatus(next)}
            data-testid={`booking-details-mark-${next}`}
          >
            {t(`bookings.details.mark.${next}`)}
          </Button>
        ))}
      </Stack>
    </DialogActions>
  );
}
