import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioSearch } from '../../../shared/shops/api/search-studios.ts';
import type { DealFormValues } from './deal-form-values.ts';

type ShopName = { id: string; name: string };

/**
 * The shops a global admin's deal runs in (at least one), found by typing part of a studio's name,
 * address or owner; `chosen` names the shops the deal already runs in.
 */
export function DealShopsField({
  control,
  chosen,
  error,
}: {
  control: Control<DealFormValues>;
  chosen: ShopName[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState(() => new Map(chosen.map((shop) => [shop.id, shop.name])));
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const found = useStudioSearch(typed, open);
  return (
    <Controller
      name="shopIds"
      control={control}
      render={({ field }) => (
        <Autocomplete<ShopName, true>
          multiple
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={found.data ?? []}
          filterOptions={(all) => all}
          filterSelectedOptions
          getOptionLabel={(shop) => shop.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={field.value.map((id) => ({ id, name: names.get(id) ?? '' }))}
          onChange={(_event, next) => {
            setNames(new Map([...names, ...next.map((shop) => [shop.id, shop.name] as const)]));
            field.onChange(next.map((shop) => shop.id));
          }}
          inputValue={typed}
          onInputChange={(_event, text, reason) => {
            if (reason !== 'reset') setTyped(text);
          }}
          loading={found.isFetching}
          loadingText={t('app.loading')}
          noOptionsText={t('shop.picker.noMatches')}
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
