import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';

/** Days after a completed visit when the customer is reminded to come again; empty for none. */
export function RefillIntervalField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'refillDays'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...muiField(registration)}
      label={t('treatments.fields.refillDays')}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? t('treatments.refillDaysHint')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': 'service-refill-days', maxLength: 3 },
        input: {
          endAdornment: <InputAdornment position="end">{t('treatments.refillDaysUnit')}</InputAdornment>,
        },
      }}
    />
  );
}
