import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dealDescriptionMax, dealOfferTextMax, dealTitleMax } from '@studio/domain/deal-rules';
import { maxShopImageBytes } from '@studio/domain/shop';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DealCard } from '../../../components/deal-card.tsx';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useUploadDealImage } from '../api/upload-deal-image.ts';
import { bodyOf, type DealFormValues, dealFormSchemaFor } from './deal-form-values.ts';
import { DealImageField } from './deal-image-field.tsx';
import { DealShopsField } from './deal-shops-field.tsx';
import { DealTypeFields } from './deal-type-fields.tsx';
import { DealValidityFields } from './deal-validity-fields.tsx';

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
 * `chosenShops` (the shops it runs in so far), a global admin picks the shops; without, the deal is
 * the shop's own.
 */
export function DealFormDialog({
  title,
  submitLabel,
  start,
  chosenShops,
  uploadShopId,
  saving,
  failure,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  start: DealFormValues;
  chosenShops?: { id: string; name: string }[];
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
    if (chosenShops && submitted.shopIds.length === 0) {
      setError('shopIds', { message: t('dealAdmin.form.shopsRequired') });
      return;
    }
    onSave({ ...bodyOf(submitted), shopIds: submitted.shopIds }, (error) =>
      applyServerFieldErrors(error, setError, serverFields, serverNames),
    );
  });

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
          {chosenShops ? (
            <DealShopsField control={control} chosen={chosenShops} error={errors.shopIds?.message} />
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
          <DealValidityFields control={control} errors={errors} validFrom={values.validFrom} />
          <DealTypeFields register={register} errors={errors} type={values.type} />
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
          <DealImageField
            hasImage={Boolean(values.imageUrl)}
            uploading={upload.isPending}
            accept={imageTypes.join(',')}
            error={errors.imageUrl?.message}
            onChoose={chooseImage}
          />
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
