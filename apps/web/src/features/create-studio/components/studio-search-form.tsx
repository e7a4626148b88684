import { zodResolver } from '@hookform/resolvers/zod';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { PlaceFinder } from '../../../shared/places/components/place-finder.tsx';
import { type StudioPlace, type StudioPlaceFormInput, shopPlaceFormSchema } from '../studio-place.ts';
import { PlaceSearchField } from './place-search-field.tsx';

/**
 * Step one of /partner/create: the studio finds itself by name and street through the place search
 * (filling name, address, spot and place id), or enters name and address by hand and finds its spot
 * from them or from the device; nobody types coordinates, and the spot is optional (it can be added
 * later in the profile).
 */
export function StudioSearchForm({ onFound }: { onFound: (place: StudioPlace) => void }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const resolver = useMemo(
    () => zodResolver(shopPlaceFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<StudioPlaceFormInput, unknown, StudioPlace>({
    resolver,
    defaultValues: { name: '', address: '', latitude: '', longitude: '', placeId: null },
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const located =
    latitude.trim() && longitude.trim() ? { latitude: Number(latitude), longitude: Number(longitude) } : null;

  function fillFromPlace(place: FoundPlaceAnswer) {
    const options = { shouldValidate: true };
    setValue('name', place.name, options);
    setValue('address', place.address, options);
    setValue('latitude', place.latitude.toFixed(6), options);
    setValue('longitude', place.longitude.toFixed(6), options);
    setValue('placeId', place.placeId);
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
      <PlaceFinder
        searchText={() => `${getValues('name')} ${getValues('address')}`}
        location={located}
        onPick={(picked) => {
          setValue('latitude', String(picked.latitude), { shouldValidate: true });
          setValue('longitude', String(picked.longitude), { shouldValidate: true });
          if (!getValues('address').trim() && picked.address) {
            setValue('address', picked.address, { shouldValidate: true });
          }
          setValue('placeId', picked.placeId);
        }}
        testIdPrefix="studio-search"
        textPrefix="createStudio.places"
      />
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
