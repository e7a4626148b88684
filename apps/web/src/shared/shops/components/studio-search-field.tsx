import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShopStatus } from '@studio/domain/shop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { shopQueryOptions } from '../api/get-shop.ts';
import { type StudioChoice, useStudioSearch } from '../api/search-studios.ts';

type Chosen = Pick<StudioChoice, 'id' | 'name'> & Partial<StudioChoice>;

/**
 * The global admin picks one studio by typing part of its name, address, email or owner: the
 * platform may hold thousands, so the field asks the server instead of listing them all. With no
 * studio picked it shows `placeholder` (e.g. "All studios" for a filter); with `status` it offers
 * only studios in that status.
 */
export function StudioSearchField({
  shopId,
  onChange,
  label,
  placeholder,
  status,
  testId,
  size = 'small',
  sx,
}: {
  shopId: string | null;
  onChange: (studio: Chosen | null) => void;
  label: string;
  placeholder?: string;
  status?: ShopStatus;
  testId?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const found = useStudioSearch(typed, open, status);
  // A studio picked earlier (or named by the address bar) need not be among the matches.
  const picked = useQuery({ ...shopQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
  const chosen: Chosen | null = shopId ? { id: shopId, name: picked.data?.name ?? '' } : null;
  const matches = found.data ?? [];
  const options: Chosen[] =
    chosen && !matches.some((studio) => studio.id === chosen.id) ? [chosen, ...matches] : matches;
  return (
    <Autocomplete<Chosen>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      options={options}
      value={chosen}
      onChange={(_event, studio) => onChange(studio)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(studio) => studio.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={found.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('shop.picker.noMatches')}
      renderOption={(props, studio) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography>{studio.name}</Typography>
              {studio.address ? (
                <Typography variant="body2" color="text.secondary">
                  {studio.address}
                  {studio.status && studio.status !== 'active'
                    ? ` · ${t(`shop.status.${studio.status}`)}`
                    : ''}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          label={label}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: placeholder ? true : undefined },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
