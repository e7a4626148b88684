import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { cityPageCategories } from '@studio/domain/consumer-cities';
import type { FindQuery } from '@studio/domain/find-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { OutlinedField } from './outlined-field.tsx';
import { WhereField } from './where-field.tsx';

type Locating = 'idle' | 'busy' | 'failed';

const whenChoices = ['today', 'tomorrow', 'any'] as const;

/**
 * Where (a place typed with suggestions, or the device's location), what (a category, a treatment
 * by name) and when (today, tomorrow, a date, any day). Each change searches at once, except
 * the treatment text, which searches when sent.
 */
export function FindStudioForm({
  query,
  onChange,
}: {
  query: FindQuery;
  /** Only what changed: the route applies it to the search in the address as it is by then. */
  onChange: (change: Partial<FindQuery>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(query.text);
  const [locating, setLocating] = useState<Locating>('idle');
  // Known in the browser only: the page the server rendered offers the button once hydrated.
  const [canLocate, setCanLocate] = useState(false);
  useEffect(() => setCanLocate('geolocation' in navigator), []);
  const chosenDate = typeof query.when === 'object' ? query.when.date : '';

  function locateDevice() {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onChange({
          place: {
            label: t('findStudio.form.nearMe'),
            latitude: coords.latitude,
            longitude: coords.longitude,
            city: null,
          },
        });
      },
      () => setLocating('failed'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  function sendText(event: FormEvent) {
    event.preventDefault();
    onChange({ text: text.trim() });
  }

  return (
    <Stack component="form" role="search" onSubmit={sendText} sx={{ gap: 2 }} data-testid="find-form">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <WhereField place={query.place} onChange={(place) => onChange({ place })} />
        {canLocate ? (
          <Button
            variant="outlined"
            onClick={locateDevice}
            loading={locating === 'busy'}
            startIcon={<MyLocationIcon />}
            sx={{ minHeight: 56, flexShrink: 0 }}
            data-testid="find-near-me"
          >
            {t('findStudio.form.nearMe')}
          </Button>
        ) : null}
      </Stack>
      {locating === 'failed' ? (
        <Alert severity="warning" data-testid="find-location-failed">
          {t('findStudio.form.locationFailed')}
        </Alert>
      ) : null}
      <Stack
        direction="row"
        component="fieldset"
        sx={{ gap: 1, flexWrap: 'wrap', border: 0, p: 0, m: 0 }}
        aria-label={t('findStudio.form.what')}
      >
        {cityPageCategories.map((category) => {
          const chosen = query.category === category;
          return (
            <Chip
              key={category}
              label={t(`findStudio.categories.${category}`)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onChange({ category: chosen ? null : category })}
              data-testid={`find-category-${category}`}
            />
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <OutlinedField
          id={`${id}-treatment`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={t('findStudio.form.treatment')}
          placeholder={t('findStudio.form.treatmentPlaceholder')}
          type="search"
          fullWidth
          inputProps={{ maxLength: 100, enterKeyHint: 'search', 'data-testid': 'find-treatment' }}
        />
        <Button
          type="submit"
          variant="contained"
          aria-label={t('findStudio.form.search')}
          sx={{ flexShrink: 0 }}
          data-testid="find-submit"
        >
          <SearchIcon aria-hidden />
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={typeof query.when === 'string' ? query.when : null}
          onChange={(_event, when: (typeof whenChoices)[number] | null) => {
            if (when) onChange({ when });
          }}
          aria-label={t('findStudio.form.when')}
        >
          {whenChoices.map((when) => (
            <ToggleButton key={when} value={when} data-testid={`find-when-${when}`}>
              {t(`findStudio.form.whenChoices.${when}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <OutlinedField
          id={`${id}-date`}
          type="date"
          size="small"
          value={chosenDate}
          onChange={(event) => {
            if (event.target.value) onChange({ when: { date: event.target.value } });
          }}
          label={t('findStudio.form.date')}
          shrinkLabel
          inputProps={{ dir: 'ltr', 'data-testid': 'find-date' }}
        />
      </Stack>
    </Stack>
  );
}
