import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Booking } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpeningHours } from '../../availability/api/get-opening-hours.ts';
import { startTimeChoices, startTimesOf } from '../booking-choices.ts';
import type { BookingStudio } from '../booking-studio.ts';
import { studioDay, studioInstant, studioTime } from '../studio-time.ts';
import { StudioDateField } from './studio-date-field.tsx';

/**
 * Another day and start time for a booking, without dragging (keyboards, phones, far-off days).
 * The length stays; the server decides whether the new time is free.
 */
export function RescheduleForm({
  booking,
  studio,
  busy,
  onMove,
  onCancel,
}: {
  booking: Booking;
  studio: BookingStudio;
  busy: boolean;
  /** The new start, ISO 8601 with the studio's offset. */
  onMove: (start: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hours = useOpeningHours(studio.shopId);
  const [day, setDay] = useState(studioDay(booking.start, studio.timezone));
  const [time, setTime] = useState(studioTime(booking.start, studio.timezone));
  const times = startTimesOf(hours.data, day, studio.slotStepMinutes, booking.durationMinutes);
  const unchanged =
    day === studioDay(booking.start, studio.timezone) && time === studioTime(booking.start, studio.timezone);
  return (
    <Stack sx={{ gap: 1.5, mt: 1.5 }} data-testid="booking-reschedule">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <StudioDateField
          label={t('bookings.create.day')}
          value={day}
          onChange={setDay}
          testId="booking-reschedule-day"
        />
        <TextField
          select
          size="small"
          fullWidth
          label={t('bookings.create.time')}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          helperText={day && times.length === 0 ? t('bookings.create.closedDay') : undefined}
          slotProps={{
            select: {
              SelectDisplayProps: { 'data-testid': 'booking-reschedule-time' } as object,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
            },
          }}
        >
          {startTimeChoices(times, time).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!day || !time || unchanged}
          loading={busy}
          onClick={() => onMove(studioInstant(day, time, studio.timezone))}
          data-testid="booking-reschedule-submit"
        >
          {t('bookings.details.reschedule.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
