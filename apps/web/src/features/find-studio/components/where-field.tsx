import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { consumerCities } from '@studio/domain/consumer-cities';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import type { FindPlace } from '@studio/domain/find-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaceSuggestions } from '../api/suggest-places.ts';
import { placesAreMadeUp } from '../made-up-places.ts';

/** A choice of the field: one of the platform's cities, or a place the geocoder suggested. */
interface PlaceOption extends FindPlace {
  key: string;
  /** The suggested place's address, under its name. */
  detail: string | null;
}

const cityOptions: PlaceOption[] = consumerCities.map((city) => ({
  key: `city:${city.slug}`,
  label: city.name,
  latitude: city.latitude,
  longitude: city.longitude,
  city: city.slug,
  detail: null,
}));

const folded = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function suggestionOption(place: FoundPlaceAnswer): PlaceOption {
  return {
    key: `place:${place.placeId}`,
    label: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    city: null,
    detail: place.address && place.address !== place.name ? place.address : null,
  };
}

/**
 * Where: a place typed with suggestions (the platform's cities that match, then what the place
 * search finds for a town, district, street or postcode), or the place already chosen.
 */
export function WhereField({
  place,
  onChange,
}: {
  place: FindPlace | null;
  onChange: (next: FindPlace | null) => void;
}) {
  const { t } = useTranslation();
  // What the person types; null while the field shows the chosen place.
  const [typed, setTyped] = useState<string | null>(null);
  const asked = useDebouncedValue((typed ?? '').trim());
  const suggestions = usePlaceSuggestions(typed === null ? '' : asked);
  const chosen = useMemo<PlaceOption | null>(() => {
    if (!place) return null;
    const city = place.city ? cityOptions.find((option) => option.city === place.city) : undefined;
    return city ?? { ...place, key: 'chosen', detail: null };
  }, [place]);

  const options = useMemo(() => {
    const text = folded((typed ?? '').trim());
    if (text === '') return chosen && !chosen.city ? [chosen, ...cityOptions] : cityOptions;
    const cities = cityOptions.filter((option) => folded(option.label).includes(text));
    const cityNames = new Set(cities.map((option) => folded(option.label)));
    const found = (suggestions.data ?? [])
      .map(suggestionOption)
      // The fake and real geocoders also answer a city's own name: the city stands once.
      .filter((option) => !(cityNames.has(folded(option.label)) && option.detail?.includes(option.label)));
    return [...cities, ...found];
  }, [typed, chosen, suggestions.data]);

  return (
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Autocomplete
        options={options}
        value={chosen}
        inputValue={typed ?? chosen?.label ?? ''}
        onInputChange={(_event, value, reason) => setTyped(reason === 'input' ? value : null)}
        onChange={(_event, next) => {
          setTyped(null);
          onChange(
            next
              ? { label: next.label, latitude: next.latitude, longitude: next.longitude, city: next.city }
              : null,
          );
        }}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        loading={suggestions.isFetching}
        loadingText={t('findStudio.form.whereLoading')}
        noOptionsText={t('findStudio.form.whereNone')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} data-testid="find-where-option">
            <Box>
              <Typography>{option.label}</Typography>
              {option.detail ? (
                <Typography variant="body2" color="text.secondary">
                  {option.detail}
                </Typography>
              ) : null}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('findStudio.form.where')}
            placeholder={t('findStudio.form.wherePlaceholder')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'find-where' },
            }}
          />
        )}
      />
      {typed && suggestions.data && placesAreMadeUp(globalThis.document) ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="find-where-made-up">
          {t('findStudio.form.whereMadeUp')}
        </Alert>
      ) : null}
    </Box>
  );
}
