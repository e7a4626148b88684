import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientListItem } from '@studio/domain/client-contract';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClientSearch } from '../../clients/api/search-clients.ts';
import type { NewBookingValues } from './new-booking-values.ts';

/**
 * The customer's name, offering the studio's clients that match as it is typed (name, phone or
 * email): picking one fills in their contact, so a regular at the counter is two taps.
 */
export function ClientNameField({
  shopId,
  control,
  error,
  onPick,
}: {
  shopId: string;
  control: Control<NewBookingValues>;
  error: FieldError | undefined;
  onPick: (client: ClientListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name="name"
      control={control}
      render={({ field }) => (
        <ClientAutocomplete
          shopId={shopId}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onPick={onPick}
          label={t('bookings.create.name')}
          error={error?.message}
        />
      )}
    />
  );
}

function ClientAutocomplete({
  shopId,
  value,
  onChange,
  onBlur,
  onPick,
  label,
  error,
}: {
  shopId: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onPick: (client: ClientListItem) => void;
  label: string;
  error: string | undefined;
}) {
  const q = useDebouncedValue(value.trim(), 150);
  const matches = useClientSearch(shopId, q);
  const options = q.length >= 2 ? (matches.data ?? []) : [];
  return (
    <Autocomplete<ClientListItem, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        // Picking sets the input to the option's label; onPick fills the fields itself.
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      onChange={(_event, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={(props, client) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} data-testid="client-option">
            <Box>
              <Typography>{client.name}</Typography>
              <Typography variant="body2" color="text.secondary" dir="auto">
                {[client.phone, client.email].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          autoComplete="off"
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'new-booking-name' },
          }}
        />
      )}
    />
  );
}
