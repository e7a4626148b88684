import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { NewBookingValues } from './new-booking-values.ts';

/** How the booking came in: a walk-in at the counter or a call. */
export function StaffSourceToggle({ control }: { control: Control<NewBookingValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      name="source"
      control={control}
      render={({ field }) => (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={field.value}
          onChange={(_event, value: NewBookingValues['source'] | null) => {
            if (value) field.onChange(value);
          }}
          aria-label={t('bookings.create.source')}
        >
          <ToggleButton value="walk_in" data-testid="new-booking-source-walk_in">
            <DirectionsWalkIcon sx={{ mr: 1 }} />
            {t('bookings.source.walk_in')}
          </ToggleButton>
          <ToggleButton value="phone" data-testid="new-booking-source-phone">
            <PhoneIcon sx={{ mr: 1 }} />
            {t('bookings.source.phone')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    />
  );
}
