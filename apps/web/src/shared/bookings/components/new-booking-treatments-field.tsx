import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TeamMember, Treatment } from '@studio/domain/booking-contract';
import { type Control, Controller } from 'react-hook-form';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { membersForServices } from '../booking-choices.ts';
import type { NewBookingValues } from './new-booking-values.ts';

/**
 * The treatments to book, grouped by category with duration and price. Choosing treatments the
 * picked team member does not offer lets the studio pick again (onTeamMemberUnfit).
 */
export function NewBookingTreatmentsField({
  control,
  bookable,
  chosen,
  team,
  currencyCode,
  teamMemberId,
  onTeamMemberUnfit,
  error,
}: {
  control: Control<NewBookingValues>;
  bookable: readonly Treatment[];
  chosen: Treatment[];
  team: readonly TeamMember[];
  currencyCode: string;
  teamMemberId: string;
  onTeamMemberUnfit: () => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Controller
      name="serviceIds"
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={bookable}
          groupBy={(service) => service.category ?? t('bookings.create.otherTreatments')}
          getOptionLabel={(service) => service.name}
          value={chosen}
          onChange={(_event, value) => {
            field.onChange(value.map((service) => service.id));
            const stillEligible = membersForServices(value, team).some(
              (member) => member.id === teamMemberId,
            );
            if (teamMemberId && !stillEligible) onTeamMemberUnfit();
          }}
          onBlur={field.onBlur}
          filterSelectedOptions
          noOptionsText={t('bookings.create.noTreatments')}
          renderOption={({ key, ...props }, service) => (
            <Box component="li" key={key} {...props}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, width: '100%' }}>
                <span>{service.name}</span>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(t, service.durationMinutes)} ·{' '}
                  {formatMoney(service.priceCents, locale, currencyCode)}
                </Typography>
              </Stack>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('bookings.create.treatments')}
              required
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'new-booking-treatments' },
              }}
            />
          )}
        />
      )}
    />
  );
}
