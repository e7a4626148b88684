import { zodResolver } from '@hookform/resolvers/zod';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { type StudioPlace, type StudioPlaceFormInput, shopPlaceFormSchema } from '../studio-place.ts';
import { PlaceSearchField } from './place-search-field.tsx';

type Locating = 'idle' | 'busy' | 'failed';

const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Step one of /partner/create: find the studio by name and location through the place search,
 * which fills name, address, coordinates and the place id; or enter them by hand (coordinates are
 * optional, or taken from the device's location, and can be added later in the profile).
 */
export function StudioSearchForm({ onFound }: { onFound: (place: StudioPlace) => void }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [locating, setLocating] = useState<Locating>('idle');
  const resolver = useMemo(
    () => zodResolver(shopPlaceFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<StudioPlaceFormInput, unknown, StudioPlace>({
    resolver,
    defaultValues: { name: '', address: '', latitude: '', longitude: '', placeId: null },
  });

  function fillFromPlace(place: FoundPlaceAnswer) {
    const options = { shouldValidate: true };
    setValue('name', place.name, options);
    setValue('address', place.address, options);
    setValue('latitude', place.latitude.toFixed(6), options);
    setValue('longitude', place.longitude.toFixed(6), options);
    setValue('placeId', place.placeId);
  }

  function locateDevice() {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setValue('latitude', coords.latitude.toFixed(6), { shouldValidate: true });
        setValue('longitude', coords.longitude.toFixed(6), { shouldValidate: true });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(onFound)}
      sx={{ gap: 2.5 }}
      data-testid="studio-search-form"
    >
      <PlaceSearchField onPick={fillFromPlace} />
      <Alert severity="info" data-testid="studio-search-manual">
        {t('createStudio.search.manualHint')}
      </Alert>
      <TextField
        {...muiField(register('name'))}
        label={t('studio.fields.name')}
        autoComplete="organization"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? t('createStudio.search.nameHint')}
        slotProps={{ htmlInput: { 'data-testid': 'studio-search-name' } }}
      />
      <TextField
        {...muiField(register('address'))}
        label={t('studio.fields.address')}
        autoComplete="street-address"
        required
        fullWidth
        error={Boolean(errors.address)}
        helperText={errors.address?.message ?? t('studio.hints.address')}
        slotProps={{ htmlInput: { 'data-testid': 'studio-search-address' } }}
      />
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t('createStudio.search.coordinatesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('createStudio.search.coordinatesText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            sx={ltrInputSx}
            {...muiField(register('latitude'))}
            label={t('studio.fields.latitude')}
            fullWidth
            error={Boolean(errors.latitude)}
            helperText={errors.latitude?.message ?? t('studio.hints.latitude')}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'studio-search-latitude' },
            }}
          />
          <TextField
            sx={ltrInputSx}
            {...muiField(register('longitude'))}
            label={t('studio.fields.longitude')}
            fullWidth
            error={Boolean(errors.longitude)}
            helperText={errors.longitude?.message ?? t('studio.hints.longitude')}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'studio-search-longitude' },
            }}
          />
        </Stack>
        {canLocate ? (
          <Button
            startIcon={<MyLocationIcon />}
            onClick={locateDevice}
            loading={locating === 'busy'}
            sx={{ mt: 1.5 }}
            data-testid="studio-search-locate"
          >
            {t('createStudio.search.useLocation')}
          </Button>
        ) : null}
        {locating === 'failed' ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('createStudio.search.locationFailed')}
          </Alert>
        ) : null}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        data-testid="studio-search-continue"
      >
        {t('createStudio.search.continue')}
      </Button>
    </Stack>
  );
}
