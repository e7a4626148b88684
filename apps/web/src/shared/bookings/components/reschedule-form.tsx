import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Booking } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useOpeningHours } from '../../availability/api/get-opening-hours.ts';
import type { CurrentShop } from '../../current-shop/current-shop.ts';
import { startTimeChoices, startTimesOf } from '../booking-choices.ts';
import { shopDay, shopInstant, shopTime } from '../shop-time.ts';
import { ShopDateField } from './shop-date-field.tsx';

/**
 * Another day and start time for a booking, without dragging (keyboards, phones, far-off days).
 * The length stays; the server decides whether the new time is free.
 */
export function RescheduleForm({
  booking,
  shop,
  busy,
  onMove,
  onCancel,
}: {
  booking: Booking;
  shop: CurrentShop;
  busy: boolean;
  /** The new start, ISO 8601 with the studio's offset. */
  onMove: (start: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hours = useOpeningHours(shop.shopId);
  const [day, setDay] = useState(shopDay(booking.start, shop.timezone));
  const [time, setTime] = useState(shopTime(booking.start, shop.timezone));
  const times = startTimesOf(hours.data, day, shop.slotStepMinutes, booking.durationMinutes);
  const unchanged =
    day === shopDay(booking.start, shop.timezone) && time === shopTime(booking.start, shop.timezone);
  return (
    <Stack sx={{ gap: 1.5, mt: 1.5 }} data-testid="booking-reschedule">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <ShopDateField
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
          onClick={() => onMove(shopInstant(day, time, shop.timezone))}
          data-testid="booking-reschedule-submit"
        >
          {t('bookings.details.reschedule.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
