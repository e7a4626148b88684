import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { DealFormValues } from './deal-form-values.ts';

/** The shops a global admin's deal runs in (at least one). */
export function DealShopsField({
  control,
  shops,
  error,
}: {
  control: Control<DealFormValues>;
  shops: { id: string; name: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const shopById = new Map(shops.map((shop) => [shop.id, shop]));
  return (
    <Controller
      name="shopIds"
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          options={shops.map((shop) => shop.id)}
          getOptionLabel={(id) => shopById.get(id)?.name ?? id}
          value={field.value}
          onChange={(_event, next) => field.onChange(next)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('dealAdmin.form.shops')}
              required
              error={Boolean(error)}
              helperText={error ?? t('dealAdmin.form.shopsHint')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'deal-shops' },
              }}
            />
          )}
        />
      )}
    />
  );
}
