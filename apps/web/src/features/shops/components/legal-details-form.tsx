import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ShopDetail } from '@studio/domain/shop-contract';
import { type ShopLegal, shopLegalSchema } from '@studio/domain/shop-legal';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { useUpdateShop } from '../api/update-shop.ts';

const fields = ['name', 'representative', 'address', 'email', 'phone', 'register', 'vatId'] as const;
type LegalField = (typeof fields)[number];
type LegalFormValues = Record<LegalField, string>;

/** The optional fields arrive as empty strings from the form: empty means "none". */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const legalFormSchema = shopLegalSchema.extend({
  register: z.preprocess(emptyAsNull, shopLegalSchema.shape.register),
  // Written as printed on letters ("de 123 456 789"), sent as the register keeps it.
  vatId: z.preprocess(
    (value) => emptyAsNull(typeof value === 'string' ? value.replaceAll(' ', '').toUpperCase() : value),
    shopLegalSchema.shape.vatId,
  ),
});

function valuesOf(legal: ShopLegal | null): LegalFormValues {
  return {
    name: legal?.name ?? '',
    representative: legal?.representative ?? '',
    address: legal?.address ?? '',
    email: legal?.email ?? '',
    phone: legal?.phone ?? '',
    register: legal?.register ?? '',
    vatId: legal?.vatId ?? '',
  };
}

const multiline: Partial<Record<LegalField, number>> = { address: 2 };
const required: readonly LegalField[] = ['name', 'representative', 'address', 'email', 'phone'];

/** The legal details of the studio's imprint; they apply at once (the studio answers for them). */
export function LegalDetailsForm({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const update = useUpdateShop(shop.id);
  const resolver = useMemo(
    () => zodResolver(legalFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver, defaultValues: valuesOf(shop.legal) });

  const onSubmit = handleSubmit((legal) => {
    update.mutate(
      { legal },
      {
        onSuccess: (updated) => {
          reset(valuesOf(updated.legal));
          notify(t('shops.legal.saved'), 'success');
        },
        onError: (error) =>
          applyServerFieldErrors(
            error,
            setError,
            fields,
            Object.fromEntries(fields.map((field) => [`legal.${field}`, field])),
          ),
      },
    );
  });

  const failure = update.error;
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }} data-testid="legal-details-form">
      {shop.legal ? null : (
        <Alert severity="warning" data-testid="legal-details-missing">
          {t('shops.legal.missing')}
        </Alert>
      )}
      {showGeneral ? (
        <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field}
          {...register(field)}
          label={t(`shops.legal.fields.${field}`)}
          required={required.includes(field)}
          multiline={Boolean(multiline[field])}
          minRows={multiline[field]}
          fullWidth
          error={Boolean(errors[field])}
          helperText={errors[field]?.message ?? t(`shops.legal.hints.${field}`)}
          slotProps={{ htmlInput: { 'data-testid': `legal-${field}` } }}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SaveIcon />}
          loading={update.isPending}
          disabled={!isDirty}
          data-testid="legal-details-submit"
        >
          {t('shops.legal.submit')}
        </Button>
        <Link href={`/partner/${encodeURIComponent(shop.id)}/app/imprint`} target="_blank" rel="noopener">
          {t('shops.legal.preview')}
        </Link>
      </Stack>
    </Stack>
  );
}
