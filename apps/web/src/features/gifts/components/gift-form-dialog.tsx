import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type GiftValues,
  giftDescriptionMax,
  giftFieldSchemas,
  giftOfferTextMax,
  giftTitleMax,
  giftTypes,
} from '@studio/domain/gift-contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GiftFace } from '../../../components/gift-face.tsx';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { ImageUploadField } from '../../../shared/uploads/components/image-upload-field.tsx';
import { useChangeGift } from '../api/change-gift.ts';
import { useCreateGift } from '../api/create-gift.ts';

const optionalDate = z.union([z.literal(''), giftFieldSchemas.validFrom.unwrap()]);
const formSchema = z
  .object({
    title: giftFieldSchemas.title,
    offerText: giftFieldSchemas.offerText,
    description: giftFieldSchemas.description,
    type: giftFieldSchemas.type,
    validFrom: optionalDate,
    validTo: optionalDate,
    imageUrl: z.string().min(1),
  })
  .refine((values) => !values.validFrom || !values.validTo || values.validFrom <= values.validTo, {
    path: ['validTo'],
    message: 'validTo',
  });
type FormValues = z.input<typeof formSchema>;
const fields = ['title', 'offerText', 'description', 'type', 'validFrom', 'validTo', 'imageUrl'] as const;

function startingValues(gift: GiftValues | null): FormValues {
  return {
    title: gift?.title ?? '',
    offerText: gift?.offerText ?? '',
    description: gift?.description ?? '',
    type: gift?.type ?? 'general',
    validFrom: gift?.validFrom ?? '',
    validTo: gift?.validTo ?? '',
    imageUrl: gift?.imageUrl ?? '',
  };
}

/** A gift: title, offer text, description and image required; kind and validity. */
export function GiftFormDialog({
  shopId,
  giftId,
  values,
  reviewed,
  onClose,
}: {
  shopId: string;
  /** Null: a new gift. */
  giftId: string | null;
  /** What the form starts from: the change waiting for approval over the live gift. */
  values: GiftValues | null;
  /** The shop admin's gifts go to review; the global admin's are live at once. */
  reviewed: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const creation = useCreateGift(shopId);
  const change = useChangeGift(shopId);
  const saving = creation.isPending || change.isPending;
  const resolver = useMemo(() => zodResolver(formSchema, { error: localizedIssueMessage(locale) }), [locale]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: startingValues(values),
  });
  const preview = watch();

  const onSubmit = handleSubmit((form) => {
    const body = { ...form, validFrom: form.validFrom || null, validTo: form.validTo || null };
    const done = () => {
      notify(t(reviewed ? 'gifts.form.submitted' : 'gifts.form.saved'), 'success');
      onClose();
    };
    const failed = (error: unknown) => applyServerFieldErrors(error, setError, fields);
    if (giftId) change.mutate({ id: giftId, body }, { onSuccess: done, onError: failed });
    else creation.mutate(body, { onSuccess: done, onError: failed });
  });

  const counter = (value: string, max: number) => t('gifts.form.counter', { length: value.length, max });

  return (
    <SetupFormDialog
      title={t(giftId ? 'gifts.form.editTitle' : 'gifts.form.newTitle')}
      submitLabel={t(reviewed ? 'gifts.form.submitForReview' : 'gifts.form.save')}
      saving={saving}
      failure={creation.error ?? change.error}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      testId="gift-form"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <Stack sx={{ gap: 2.5, flex: 1, minWidth: 0 }}>
          <TextField
            {...muiField(register('title'))}
            label={t('gifts.form.title')}
            required
            fullWidth
            error={Boolean(errors.title)}
            helperText={errors.title?.message ?? counter(preview.title, giftTitleMax)}
            slotProps={{ htmlInput: { 'data-testid': 'gift-title', maxLength: giftTitleMax } }}
          />
          <TextField
            {...muiField(register('offerText'))}
            label={t('gifts.form.offerText')}
            required
            fullWidth
            error={Boolean(errors.offerText)}
            helperText={errors.offerText?.message ?? counter(preview.offerText, giftOfferTextMax)}
            slotProps={{ htmlInput: { 'data-testid': 'gift-offer-text', maxLength: giftOfferTextMax } }}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('gifts.form.description')}
            required
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? counter(preview.description, giftDescriptionMax)}
            slotProps={{ htmlInput: { 'data-testid': 'gift-description', maxLength: giftDescriptionMax } }}
          />
          <TextField
            {...muiField(register('type'))}
            select
            label={t('gifts.form.type')}
            value={preview.type}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'gift-type' } }}
          >
            {giftTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`giftFace.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              {...muiField(register('validFrom'))}
              type="date"
              label={t('gifts.form.validFrom')}
              fullWidth
              error={Boolean(errors.validFrom)}
              helperText={errors.validFrom?.message ?? t('gifts.form.validFromHint')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'gift-valid-from' } }}
            />
            <TextField
              {...muiField(register('validTo'))}
              type="date"
              label={t('gifts.form.validTo')}
              fullWidth
              error={Boolean(errors.validTo)}
              helperText={errors.validTo ? t('gifts.form.validToBeforeFrom') : t('gifts.form.validToHint')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'gift-valid-to' } }}
            />
          </Stack>
          <ImageUploadField
            shopId={shopId}
            hasImage={Boolean(preview.imageUrl)}
            error={errors.imageUrl?.message}
            onUploaded={(url) => setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true })}
            onProblem={(message) => setError('imageUrl', { message })}
            testId="gift-image"
          />
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('gifts.form.preview')}
          </Typography>
          <GiftFace
            gift={{
              ...preview,
              title: preview.title || t('gifts.form.title'),
              validFrom: preview.validFrom || null,
              validTo: preview.validTo || null,
            }}
          />
        </Box>
      </Stack>
    </SetupFormDialog>
  );
}
