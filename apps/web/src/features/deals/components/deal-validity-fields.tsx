import Stack from '@mui/material/Stack';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopDateField } from '../../../shared/bookings/components/shop-date-field.tsx';
import type { DealFormValues } from './deal-form-values.ts';

/** The first and the last day a deal is valid (the last not before the first). */
export function DealValidityFields({
  control,
  errors,
  validFrom,
}: {
  control: Control<DealFormValues>;
  errors: FieldErrors<DealFormValues>;
  validFrom: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <Controller
        name="validFrom"
        control={control}
        render={({ field }) => (
          <ShopDateField
            label={t('dealAdmin.form.validFrom')}
            value={field.value}
            onChange={field.onChange}
            required
            size="medium"
            error={errors.validFrom?.message}
            testId="deal-valid-from"
          />
        )}
      />
      <Controller
        name="validTo"
        control={control}
        render={({ field }) => (
          <ShopDateField
            label={t('dealAdmin.form.validTo')}
            value={field.value}
            onChange={field.onChange}
            minDay={validFrom}
            required
            size="medium"
            error={errors.validTo?.message}
            testId="deal-valid-to"
          />
        )}
      />
    </Stack>
  );
}
