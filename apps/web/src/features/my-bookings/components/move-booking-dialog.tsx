import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerBooking } from '@studio/domain/booking-contract';
import { addDays } from '@studio/domain/calendar-day';
import { DateTime } from 'luxon';
import { type FormEvent, useId, useState } from 'react';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import {
  formatDayWithWeekday,
  formatStudioDayWithWeekday,
  formatStudioTime,
} from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useOwnBookingFreeTimes } from '../api/get-own-booking-free-times.ts';
import { useMoveOwnBooking } from '../api/move-own-booking.ts';

const mirrorInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/**
 * Moves one of the customer's bookings: a studio day at a time, its free times for the same
 * treatments and length (the booking's own time among them), then the chosen one.
 */
export function MoveBookingDialog({ booking, onClose }: { booking: CustomerBooking; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone = booking.shop.timezone;
  // The booking's start carries the studio's offset: its first ten characters are the studio's day.
  const bookedDay = booking.start.slice(0, 10);
  const today = DateTime.now().setZone(zone).toISODate() ?? bookedDay;
  // Days compare as strings: the later of the booked day and today.
  const [day, setDay] = useState([bookedDay, today].sort()[1] ?? today);
  const [start, setStart] = useState<string | null>(null);
  const [missingTime, setMissingTime] = useState(false);
  const times = useOwnBookingFreeTimes(booking.id, day);
  const move = useMoveOwnBooking();
  const timesLabel = useId();

  const changeDay = (next: string) => {
    setDay(next);
    setStart(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start === null) {
      setMissingTime(true);
      return;
    }
    move.mutate(
      { bookingId: booking.id, start },
      {
        onSuccess: (moved) => {
          notify(
            t('myBookings.move.moved', {
              when: `${formatStudioDayWithWeekday(moved.start, zone, locale)}, ${formatStudioTime(moved.start, zone, locale)}`,
            }),
            'success',
          );
          onClose();
        },
        onError: () => setStart(null),
      },
    );
  };
  const slots = (times.data?.slots ?? []).filter(
    (slot) => Date.parse(slot.start) !== Date.parse(booking.start),
  );

  return (
    <SetupFormDialog
      title={t('myBookings.move.title', { studio: booking.shop.name })}
      submitLabel={t('myBookings.move.submit')}
      saving={move.isPending}
      failure={move.error}
      onSubmit={submit}
      onClose={onClose}
      testId="move-booking"
    >
      <Typography color="text.secondary">
        {t('myBookings.move.current', {
          when: `${formatStudioDayWithWeekday(booking.start, zone, locale)}, ${formatStudioTime(booking.start, zone, locale)}`,
        })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton
          aria-label={t('myBookings.move.previousDay')}
          disabled={day <= today}
          onClick={() => changeDay(addDays(day, -1))}
          data-testid="move-booking-previous-day"
        >
          <ChevronLeftIcon sx={mirrorInRtl} />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite" data-testid="move-booking-day">
          {formatDayWithWeekday(day, locale)}
        </Typography>
        <IconButton
          aria-label={t('myBookings.move.nextDay')}
          onClick={() => changeDay(addDays(day, 1))}
          data-testid="move-booking-next-day"
        >
          <ChevronRightIcon sx={mirrorInRtl} />
        </IconButton>
      </Stack>
      <div>
        <Typography id={timesLabel} variant="subtitle2">
          {t('myBookings.move.times')}
        </Typography>
        {times.isPending ? (
          <Skeleton variant="rounded" height={44} />
        ) : times.isError ? (
          <Typography color="text.secondary">{t('myBookings.move.loadFailed')}</Typography>
        ) : slots.length === 0 ? (
          <Typography color="text.secondary" data-testid="move-booking-none">
            {t('myBookings.move.none')}
          </Typography>
        ) : (
          <Box
            role="group"
            aria-labelledby={timesLabel}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))', gap: 1 }}
          >
            {slots.map((slot) => {
              const chosen = start !== null && Date.parse(start) === Date.parse(slot.start);
              return (
                <Button
                  key={slot.start}
                  variant={chosen ? 'contained' : 'outlined'}
                  aria-pressed={chosen}
                  onClick={() => {
                    setStart(slot.start);
                    setMissingTime(false);
                  }}
                  data-testid="move-booking-time"
                  data-start={slot.start}
                  sx={{ minHeight: 44, fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatStudioTime(slot.start, zone, locale)}
                </Button>
              );
            })}
          </Box>
        )}
        {missingTime ? (
          <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 1 }}>
            {t('myBookings.move.timeMissing')}
          </Typography>
        ) : null}
      </div>
    </SetupFormDialog>
  );
}
