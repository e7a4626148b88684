import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ShopDetail } from '@studio/domain/shop-contract';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { firstErrorMessage } from '../../../lib/first-error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { PlaceFinder } from '../../../shared/places/components/place-finder.tsx';
import { ShopContactFields } from '../../../shared/shops/components/shop-contact-fields.tsx';
import { useUpdateShop } from '../api/update-shop.ts';
import {
  profileFormValues,
  type ShopProfileFormOutput,
  type ShopProfileFormValues,
  shopProfileFormSchema,
} from '../shop-profile-form-schema.ts';

const fields = [
  'name',
  'address',
  'category',
  'phone',
  'email',
  'description',
  'latitude',
  'longitude',
  'googlePlacesId',
  'externalLinks',
] as const;

/** The coordinates the form holds (as text), when both are there. */
function locationOf(latitude: string, longitude: string) {
  if (!latitude.trim() || !longitude.trim()) return null;
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

/**
 * The studio's profile. Its location comes from the place search or the device, never typed. What the owner changes here waits for a global admin's approval; the live
 * page keeps the old values until then.
 */
export function ShopProfileForm({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const update = useUpdateShop(shop.id);
  const resolver = useMemo(
    () => zodResolver(shopProfileFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<ShopProfileFormValues, unknown, ShopProfileFormOutput>({
    resolver: resolver as never,
    defaultValues: profileFormValues(shop),
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });

  // A decision by the admin (or an upload) changes what the form should start from.
  const pendingId = shop.pendingChange?.id ?? null;
  const pendingAt = shop.pendingChange?.submittedAt ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the pending change itself changes
  useEffect(() => {
    if (!isDirty) reset(profileFormValues(shop));
  }, [pendingId, pendingAt, shop.name, shop.address]);

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (updated) => {
        reset(profileFormValues(updated));
        notify(
          updated.pendingChange ? t('studio.profile.submitted') : t('studio.profile.unchanged'),
          updated.pendingChange ? 'success' : 'info',
        );
      },
      onError: (error) => applyServerFieldErrors(error, setError, fields),
    });
  });

  const failure = update.error;
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }} data-testid="shop-profile-form">
      {showGeneral ? (
        <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
      ) : null}
      <ShopContactFields register={register} control={control} errors={errors} testIdPrefix="shop-profile" />
      <TextField
        {...muiField(register('description'))}
        label={t('studio.fields.description')}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? t('studio.hints.description')}
        slotProps={{ htmlInput: { 'data-testid': 'shop-profile-description', maxLength: 2000 } }}
      />
      <PlaceFinder
        searchText={() => `${getValues('name')} ${getValues('address')}`}
        location={locationOf(latitude, longitude)}
        onPick={(picked) => {
          const dirty = { shouldDirty: true };
          setValue('latitude', String(picked.latitude), dirty);
          setValue('longitude', String(picked.longitude), dirty);
          setValue('googlePlacesId', picked.placeId ?? '', dirty);
          if (!getValues('address').trim() && picked.address) setValue('address', picked.address, dirty);
        }}
        testIdPrefix="shop-profile"
        textPrefix="shops.places"
      />
      <TextField
        sx={ltrInputSx}
        {...muiField(register('externalLinks'))}
        label={t('studio.fields.externalLinks')}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(errors.externalLinks)}
        helperText={firstErrorMessage(errors.externalLinks) ?? t('studio.hints.externalLinks')}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'shop-profile-links' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SendIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        loading={update.isPending}
        disabled={!isDirty}
        sx={{ alignSelf: { sm: 'flex-start' } }}
        data-testid="shop-profile-submit"
      >
        {t('studio.profile.submit')}
      </Button>
    </Stack>
  );
}
