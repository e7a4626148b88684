import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShopDetail } from '@studio/domain/shop-contract';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { firstErrorMessage } from '../../../lib/first-error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
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

/**
 * The studio's profile. What the owner changes here waits for a global admin's approval; the live
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
    reset,
    formState: { errors, isDirty },
  } = useForm<ShopProfileFormValues, unknown, ShopProfileFormOutput>({
    resolver: resolver as never,
    defaultValues: profileFormValues(shop),
  });

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
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('studio.profile.locationTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          sx={ltrInputSx}
          {...muiField(register('latitude'))}
          label={t('studio.fields.latitude')}
          fullWidth
          error={Boolean(errors.latitude)}
          helperText={errors.latitude?.message ?? t('studio.hints.latitude')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'shop-profile-latitude' },
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
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'shop-profile-longitude' },
          }}
        />
      </Stack>
      <TextField
        sx={ltrInputSx}
        {...muiField(register('googlePlacesId'))}
        label={t('studio.fields.googlePlacesId')}
        fullWidth
        error={Boolean(errors.googlePlacesId)}
        helperText={errors.googlePlacesId?.message ?? t('studio.hints.googlePlacesId')}
        slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'shop-profile-place-id' } }}
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
