import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { consumerCities } from '@studio/domain/consumer-cities';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import type { FindPlace } from '@studio/domain/find-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaceSuggestions } from '../api/suggest-places.ts';
import { placesAreMadeUp } from '../made-up-places.ts';
import { OutlinedField } from './outlined-field.tsx';

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
 * search finds for a town, district, street or postcode), or the place already chosen. A combobox
 * of its own (the ARIA pattern: list autocomplete, arrow keys, Enter, Escape) instead of MUI's
 * Autocomplete, whose popper and chips were a tenth of the find page's first load.
 */
export function WhereField({
  place,
  onChange,
}: {
  place: FindPlace | null;
  onChange: (next: FindPlace | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-places`;
  // What the person types; null while the field shows the chosen place.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The option the arrow keys point at; -1 for none.
  const [active, setActive] = useState(-1);
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
  const activeOption = open ? options[active] : undefined;
  const optionId = (index: number) => `${id}-place-${index}`;

  function choose(next: PlaceOption) {
    setTyped(null);
    setOpen(false);
    setActive(-1);
    onChange({ label: next.label, latitude: next.latitude, longitude: next.longitude, city: next.city });
  }

  function type(value: string) {
    setTyped(value);
    setOpen(true);
    setActive(-1);
    // Emptying the field lets go of the chosen place, as clearing it would.
    if (value === '' && place) onChange(null);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    setTyped(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : last);
        return;
      }
      if (last < 0) return;
      setActive((current) => {
        if (event.key === 'ArrowDown') return current >= last ? 0 : current + 1;
        return current <= 0 ? last : current - 1;
      });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && (open || typed !== null)) {
      event.preventDefault();
      close();
    }
  }

  const status =
    options.length > 0
      ? null
      : suggestions.isFetching
        ? t('findStudio.form.whereLoading')
        : t('findStudio.form.whereNone');

  return (
    <Box sx={{ flexGrow: 1, minWidth: 0, position: 'relative' }}>
      <OutlinedField
        id={`${id}-input`}
        label={t('findStudio.form.where')}
        placeholder={t('findStudio.form.wherePlaceholder')}
        fullWidth
        value={typed ?? chosen?.label ?? ''}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={close}
        inputProps={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': listboxId,
          'aria-activedescendant': activeOption ? optionId(active) : undefined,
          'data-testid': 'find-where',
        }}
      />
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={t('findStudio.form.where')}
        hidden={!open}
        sx={{
          position: 'absolute',
          zIndex: 'modal',
          insetInline: 0,
          top: '100%',
          mt: 0.5,
          mb: 0,
          p: 0,
          py: 1,
          listStyle: 'none',
          maxHeight: '40vh',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 8,
          '&[hidden]': { display: 'none' },
        }}
      >
        {options.map((option, index) => (
          <Box
            component="li"
            role="option"
            id={optionId(index)}
            key={option.key}
            aria-selected={index === active}
            data-testid="find-where-option"
            // Keeps the focus in the field, so that choosing is not a blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            sx={{
              px: 2,
              py: 0.75,
              cursor: 'pointer',
              '&[aria-selected="true"]': { bgcolor: 'action.hover' },
            }}
          >
            <Typography>{option.label}</Typography>
            {option.detail ? (
              <Typography variant="body2" color="text.secondary">
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        ))}
        {status ? (
          <Box component="li" role="presentation" sx={{ px: 2, py: 0.75, color: 'text.secondary' }}>
            {status}
          </Box>
        ) : null}
      </Box>
      {typed && suggestions.data && placesAreMadeUp(globalThis.document) ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="find-where-made-up">
          {t('findStudio.form.whereMadeUp')}
        </Alert>
      ) : null}
    </Box>
  );
}
