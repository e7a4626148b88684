import { zodResolver } from '@hookform/resolvers/zod';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dealDescriptionMax, dealOfferTextMax, dealTitleMax, dealTypes } from '@studio/domain/deal-rules';
import { maxShopImageBytes } from '@studio/domain/shop';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DealCard } from '../../../components/deal-card.tsx';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { ShopDateField } from '../../../shared/bookings/components/shop-date-field.tsx';
import { useUploadDealImage } from '../api/upload-deal-image.ts';
import { bodyOf, type DealFormValues, dealFormSchemaFor } from './deal-form-values.ts';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const serverFields = [
  'title',
  'offerText',
  'description',
  'validFrom',
  'validTo',
  'imageUrl',
  'price',
  'percent',
  'articles',
  'bundlePrice',
  'shopIds',
] as const;
const serverNames = { priceCents: 'price', bundlePriceCents: 'bundlePrice', articleIds: 'articles' } as const;

export type DealFormBody = ReturnType<typeof bodyOf> & { shopIds: string[] };

/**
 * The deal form of both admins: texts with character counters at their limits, validity, type
 * with its percent, articles or bundle price, hot, multi-use, image and purchase with price. With
 * `shops`, a global admin picks the shops; without, the deal is the shop's own.
 */
export function DealFormDialog({
  title,
  submitLabel,
  start,
  shops,
  uploadShopId,
  saving,
  failure,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  start: DealFormValues;
  shops?: { id: string; name: string }[];
  /** The shop an image is stored under: the shop's own, or the first chosen. */
  uploadShopId: (values: DealFormValues) => string | null;
  saving: boolean;
  failure: Error | null;
  onSave: (body: DealFormBody, setError: (error: unknown) => void) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const upload = useUploadDealImage();
  const resolver = useMemo(() => zodResolver(dealFormSchemaFor(locale)), [locale]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<DealFormValues>({ resolver, defaultValues: start });
  const values = watch();
  const shopById = new Map((shops ?? []).map((shop) => [shop.id, shop]));

  const counter = (field: 'title' | 'offerText' | 'description', max: number) =>
    errors[field]?.message ?? t('dealAdmin.form.counter', { length: values[field].length, max });

  const chooseImage = (file: File | undefined) => {
    const shopId = uploadShopId(values);
    if (!file) return;
    if (!shopId) {
      setError('imageUrl', { message: t('dealAdmin.form.shopsFirst') });
      return;
    }
    if (!imageTypes.includes(file.type) || file.size > maxShopImageBytes) {
      setError('imageUrl', { message: t('dealAdmin.form.imageRules') });
      return;
    }
    upload.mutate(
      { shopId, file },
      {
        onSuccess: ({ url }) => setValue('imageUrl', url, { shouldDirty: true }),
        onError: (error) =>
          setError('imageUrl', {
            message: isApiError(error) ? error.message : t('dealAdmin.form.imageRules'),
          }),
      },
    );
  };

  const onSubmit = handleSubmit((submitted) => {
    if (shops && submitted.shopIds.length === 0) {
      setError('shopIds', { message: t('dealAdmin.form.shopsRequired') });
      return;
    }
    onSave({ ...bodyOf(submitted), shopIds: submitted.shopIds }, (error) =>
      applyServerFieldErrors(error, setError, serverFields, serverNames),
    );
  });

  const needsPercent = values.type === 'order_percentage' || values.type === 'article_highlight';
  const needsArticles = values.type === 'article_highlight' || values.type === 'bundle_price';
  const preview = bodyOf(values);

  return (
    <SetupFormDialog
      title={title}
      submitLabel={submitLabel}
      saving={saving || upload.isPending}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      dividers
      testId="deal-form"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, pt: 2 }}>
        <Stack sx={{ gap: 2.5, flex: 1, minWidth: 0 }}>
          {shops ? (
            <Controller
              name="shopIds"
              control={control}
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={shops.map((shop) => shop.id)}
                  getOptionLabel={(id) => shopById.get(id)?.name ?? id}
                  value={field.value}
                  onChange={(_event, next) => field.onChange(next)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('dealAdmin.form.shops')}
                      required
                      error={Boolean(errors.shopIds)}
                      helperText={errors.shopIds?.message ?? t('dealAdmin.form.shopsHint')}
                      slotProps={{
                        ...params.slotProps,
                        htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'deal-shops' },
                      }}
                    />
                  )}
                />
              )}
            />
          ) : null}
          <TextField
            {...muiField(register('title'))}
            label={t('dealAdmin.form.title')}
            required
            fullWidth
            error={Boolean(errors.title)}
            helperText={counter('title', dealTitleMax)}
            slotProps={{ htmlInput: { 'data-testid': 'deal-title', maxLength: dealTitleMax } }}
          />
          <TextField
            {...muiField(register('offerText'))}
            label={t('dealAdmin.form.offerText')}
            required
            fullWidth
            error={Boolean(errors.offerText)}
            helperText={counter('offerText', dealOfferTextMax)}
            slotProps={{ htmlInput: { 'data-testid': 'deal-offer-text', maxLength: dealOfferTextMax } }}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('dealAdmin.form.description')}
            required
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors.description)}
            helperText={counter('description', dealDescriptionMax)}
            slotProps={{ htmlInput: { 'data-testid': 'deal-description', maxLength: dealDescriptionMax } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Controller
              name="validFrom"
              control={control}
              render={({ field }) => (
                <ShopDateField
                  label={t('dealAdmin.form.validFrom')}
                  value={field.value}
                  onChange={field.onChange}
                  required
                  size="medium"
                  error={errors.validFrom?.message}
                  testId="deal-valid-from"
                />
              )}
            />
            <Controller
              name="validTo"
              control={control}
              render={({ field }) => (
                <ShopDateField
                  label={t('dealAdmin.form.validTo')}
                  value={field.value}
                  onChange={field.onChange}
                  minDay={values.validFrom}
                  required
                  size="medium"
                  error={errors.validTo?.message}
                  testId="deal-valid-to"
                />
              )}
            />
          </Stack>
          <TextField
            {...muiField(register('type'))}
            select
            value={values.type}
            label={t('dealAdmin.form.type')}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'deal-type' } }}
          >
            {dealTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`dealAdmin.form.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {needsPercent ? (
            <TextField
              {...muiField(register('percent'))}
              label={t('dealAdmin.form.percent')}
              required
              inputMode="numeric"
              error={Boolean(errors.percent)}
              helperText={errors.percent?.message}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { 'data-testid': 'deal-percent' },
              }}
            />
          ) : null}
          {needsArticles ? (
            <TextField
              {...muiField(register('articles'))}
              label={t('dealAdmin.form.articles')}
              required
              error={Boolean(errors.articles)}
              helperText={errors.articles?.message ?? t('dealAdmin.form.articlesHint')}
              slotProps={{ htmlInput: { 'data-testid': 'deal-articles' } }}
            />
          ) : null}
          {values.type === 'bundle_price' ? (
            <TextField
              {...muiField(register('bundlePrice'))}
              label={t('dealAdmin.form.bundlePrice')}
              required
              inputMode="decimal"
              error={Boolean(errors.bundlePrice)}
              helperText={errors.bundlePrice?.message}
              slotProps={{ htmlInput: { 'data-testid': 'deal-bundle-price' } }}
            />
          ) : null}
          <SwitchField
            control={control}
            name="hot"
            label={t('dealAdmin.form.hot')}
            hint={t('dealAdmin.form.hotHint')}
            testId="deal-hot"
          />
          <SwitchField
            control={control}
            name="multiUse"
            label={t('dealAdmin.form.multiUse')}
            hint={t('dealAdmin.form.multiUseHint')}
            testId="deal-multi-use"
          />
          <SwitchField
            control={control}
            name="requiresPurchase"
            label={t('dealAdmin.form.requiresPurchase')}
            hint={t('dealAdmin.form.requiresPurchaseHint')}
            testId="deal-requires-purchase"
          />
          {values.requiresPurchase ? (
            <TextField
              {...muiField(register('price'))}
              label={t('dealAdmin.form.price')}
              required
              inputMode="decimal"
              error={Boolean(errors.price)}
              helperText={errors.price?.message}
              slotProps={{ htmlInput: { 'data-testid': 'deal-price' } }}
            />
          ) : null}
          <Box>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={upload.isPending}
            >
              {t(values.imageUrl ? 'dealAdmin.form.replaceImage' : 'dealAdmin.form.chooseImage')}
              <input
                hidden
                type="file"
                accept={imageTypes.join(',')}
                data-testid="deal-image"
                onChange={(event) => chooseImage(event.target.files?.[0])}
              />
            </Button>
            <Typography
              variant="body2"
              color={errors.imageUrl ? 'error' : 'text.secondary'}
              sx={{ mt: 0.75 }}
              role={errors.imageUrl ? 'alert' : undefined}
            >
              {errors.imageUrl?.message ?? t('dealAdmin.form.imageRules')}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('dealAdmin.form.preview')}
          </Typography>
          <DealCard
            deal={{
              ...preview,
              title: preview.title || t('dealAdmin.form.title'),
              offerText: preview.offerText || t('dealAdmin.form.offerText'),
            }}
          />
        </Box>
      </Stack>
    </SetupFormDialog>
  );
}
