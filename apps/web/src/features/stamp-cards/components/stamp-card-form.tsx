import { zodResolver } from '@hookform/resolvers/zod';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxShopImageBytes } from '@studio/domain/shop';
import { type StampCardOverview, stampCardFieldSchemas } from '@studio/domain/stamp-card-contract';
import { maxRedeemCount, minRedeemCount } from '@studio/domain/stamp-rules';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { StampCardFace } from '../../../components/stamp-card-face.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { useUploadContentImage } from '../../../shared/uploads/api/upload-content-image.ts';
import { useSaveStampCard } from '../api/save-stamp-card.ts';

const formSchema = z.object({
  title: stampCardFieldSchemas.title,
  description: stampCardFieldSchemas.description,
  imageUrl: z.string().min(1),
  redeemCount: z.coerce.number<string | number>().pipe(stampCardFieldSchemas.redeemCount),
});
type FormValues = z.input<typeof formSchema>;
const fields = ['title', 'description', 'imageUrl', 'redeemCount'] as const;
const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** The values the form starts from: the change waiting for approval, else the live card. */
function startingValues(overview: StampCardOverview): FormValues {
  const card = overview.card;
  const pending = overview.pendingChange?.proposed ?? {};
  return {
    title: pending.title ?? card?.title ?? '',
    description: pending.description ?? card?.description ?? '',
    imageUrl: pending.imageUrl ?? card?.imageUrl ?? '',
    redeemCount: pending.redeemCount ?? card?.redeemCount ?? 10,
  };
}

/** The stamp card form: title, number of stamps and image required; image at most 5 MB. */
export function StampCardForm({ shopId, overview }: { shopId: string; overview: StampCardOverview }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const save = useSaveStampCard(shopId);
  const upload = useUploadContentImage(shopId);
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
    defaultValues: startingValues(overview),
  });
  const preview = watch();

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    if (!imageTypes.includes(file.type) || file.size > maxShopImageBytes) {
      setError('imageUrl', { message: t('stampCards.form.imageRules') });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true }),
      onError: (error) =>
        setError('imageUrl', {
          message: isApiError(error) ? error.message : t('stampCards.form.imageRules'),
        }),
    });
  };

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) =>
        notify(t(saved.pendingChange ? 'stampCards.form.submitted' : 'stampCards.form.saved'), 'success'),
      onError: (error) => applyServerFieldErrors(error, setError, fields),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="stamp-card-form">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <Stack sx={{ gap: 2.5, flex: 1, minWidth: 0 }}>
          {overview.pendingChange ? (
            <Alert severity="info" data-testid="stamp-card-pending">
              {t('stampCards.form.pendingNotice')}
            </Alert>
          ) : null}
          <TextField
            {...muiField(register('title'))}
            label={t('stampCards.form.title')}
            required
            fullWidth
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
            slotProps={{ htmlInput: { 'data-testid': 'stamp-card-title', maxLength: 100 } }}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('stampCards.form.description')}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
            slotProps={{ htmlInput: { 'data-testid': 'stamp-card-description', maxLength: 1000 } }}
          />
          <TextField
            {...muiField(register('redeemCount'))}
            type="number"
            label={t('stampCards.form.redeemCount')}
            required
            fullWidth
            error={Boolean(errors.redeemCount)}
            helperText={
              errors.redeemCount?.message ??
              t('stampCards.form.redeemCountHint', { min: minRedeemCount, max: maxRedeemCount })
            }
            slotProps={{
              htmlInput: {
                'data-testid': 'stamp-card-redeem-count',
                min: minRedeemCount,
                max: maxRedeemCount,
                inputMode: 'numeric',
              },
            }}
          />
          <Box>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={upload.isPending}
              data-testid="stamp-card-image-button"
            >
              {t(preview.imageUrl ? 'stampCards.form.replaceImage' : 'stampCards.form.chooseImage')}
              <input
                hidden
                type="file"
                accept={imageTypes.join(',')}
                data-testid="stamp-card-image"
                onChange={(event) => chooseImage(event.target.files?.[0])}
              />
            </Button>
            <Typography
              variant="body2"
              color={errors.imageUrl ? 'error' : 'text.secondary'}
              sx={{ mt: 0.75 }}
              role={errors.imageUrl ? 'alert' : undefined}
            >
              {errors.imageUrl?.message ?? t('stampCards.form.imageRules')}
            </Typography>
          </Box>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || upload.isPending}
              data-testid="stamp-card-save"
            >
              {t(overview.card ? 'stampCards.form.submitChange' : 'stampCards.form.submitNew')}
            </Button>
          </Box>
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('stampCards.form.preview')}
          </Typography>
          <StampCardFace
            title={preview.title || t('stampCards.form.title')}
            description={preview.description}
            imageUrl={preview.imageUrl || null}
            stamps={0}
            maxStamps={Math.min(maxRedeemCount, Math.max(0, Number(preview.redeemCount) || 0))}
          />
        </Box>
      </Stack>
    </Box>
  );
}
