import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '@studio/domain/booking-contract';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { NewBookingValues } from './new-booking-values.ts';
import { ShopDateField } from './shop-date-field.tsx';
import { ColorDot, teamMemberName } from './team-member-label.tsx';

/** Day, start time (the free start times of the day's opening hours) and team member of a new booking. */
export function NewBookingWhenFields({
  control,
  errors,
  day,
  times,
  timeChoices,
  eligible,
}: {
  control: Control<NewBookingValues>;
  errors: FieldErrors<NewBookingValues>;
  day: string;
  /** The day's start times; none on a closed day. */
  times: readonly string[];
  /** The times to offer (the chosen one among them even when it is not a start time). */
  timeChoices: readonly string[];
  /** The team members who offer every chosen treatment. */
  eligible: readonly TeamMember[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Controller
          name="day"
          control={control}
          render={({ field }) => (
            <ShopDateField
              label={t('bookings.create.day')}
              value={field.value}
              onChange={field.onChange}
              testId="new-booking-day"
              size="medium"
              required
              error={errors.day ? t('bookings.create.pickDay') : undefined}
            />
          )}
        />
        <Controller
          name="time"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={t('bookings.create.time')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              fullWidth
              error={Boolean(errors.time)}
              helperText={
                errors.time?.message ??
                (day && times.length === 0 ? t('bookings.create.closedDay') : undefined)
              }
              slotProps={{
                select: {
                  SelectDisplayProps: { 'data-testid': 'new-booking-time' } as object,
                  MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
                },
              }}
            >
              {timeChoices.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>

      <Controller
        name="teamMemberId"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('bookings.create.teamMember')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
            error={Boolean(errors.teamMemberId)}
            helperText={errors.teamMemberId?.message}
            slotProps={{
              select: {
                displayEmpty: true,
                SelectDisplayProps: { 'data-testid': 'new-booking-member' } as object,
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('bookings.create.anyMember')}</MenuItem>
            {eligible.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <ColorDot color={member.color} />
                  {teamMemberName(member, t)}
                </Stack>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
