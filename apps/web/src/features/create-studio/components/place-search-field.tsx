import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaceSearch } from '../api/search-places.ts';

/**
 * The studio finds itself by name and street; picking a place fills the form below (name,
 * address, coordinates, place id). When the search cannot help, the fields stay open for typing.
 */
export function PlaceSearchField({ onPick }: { onPick: (place: FoundPlaceAnswer) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), 350);
  const places = usePlaceSearch(settled);
  return (
    <Autocomplete<FoundPlaceAnswer>
      options={places.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.name}, ${option.address}`}
      getOptionKey={(option) => option.placeId}
      loading={places.isFetching}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, place) => {
        if (place) onPick(place);
      }}
      noOptionsText={
        places.isError ? t('createStudio.search.placeSearchFailed') : t('createStudio.search.noPlaces')
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid="studio-place-option">
          <span>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {option.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {option.address}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('createStudio.search.placeLabel')}
          helperText={t('createStudio.search.placeHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'studio-place-search' },
          }}
        />
      )}
    />
  );
}
