import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bookingCustomerSchema } from '@studio/domain/booking-contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** Reminders (answerable) through the messaging app to the phone number. */
  messagingConsent: boolean;
}

/** What still stops the booking: the name, and a way to reach the customer (phone or email). */
export type MissingDetail = 'name' | 'contact';

export function missingDetailsOf(
  details: Pick<CustomerDetails, 'name' | 'email' | 'phone'>,
): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (!details.name.trim()) missing.push('name');
  if (!details.email.trim() && !details.phone.trim()) missing.push('contact');
  return missing;
}

// The contract's rules for the customer, as form fields (empty optional fields stay strings here):
// a name, and an email or a phone.
function customerDetailsSchema(contactRequired: string) {
  return z
    .object({
      name: bookingCustomerSchema.shape.name,
      email: z.union([z.literal(''), z.email().max(254)]),
      phone: z.string().trim().max(40),
      notes: z.string().trim().max(2000),
      messagingConsent: z.boolean(),
    })
    .superRefine((details, context) => {
      if (missingDetailsOf(details).includes('contact'))
        context.addIssue({ code: 'custom', path: ['email'], message: contactRequired });
    });
}

const MessagingConsentField = lazy(async () => ({
  default: (await import('./messaging-consent-field.tsx')).MessagingConsentField,
}));

const fields = ['name', 'email', 'phone', 'notes'] as const;
const serverFieldNames = {
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
} as const;

/**
 * Name, email or phone, and notes; the parent owns the submit button (via the form id) and hears
 * what is still missing, so that its disabled button can say so.
 */
export function CustomerDetailsForm({
  formId,
  defaults,
  onSubmit,
  onMissingChange,
}: {
  formId: string;
  defaults: CustomerDetails;
  /** Resolves with the server's error when booking failed, so it can be shown beside the fields. */
  onSubmit: (details: CustomerDetails) => Promise<unknown>;
  onMissingChange?: (missing: MissingDetail[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const contactRequired = t('bookingFlow.details.contactRequired');
  const resolver = useMemo(
    () =>
      zodResolver(customerDetailsSchema(contactRequired), {
        error: localizedIssueMessage(locale),
      }),
    [locale, contactRequired],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<CustomerDetails>({ resolver, defaultValues: defaults });
  const [name, email, phone, consent] = useWatch({
    control,
    name: ['name', 'email', 'phone', 'messagingConsent'],
  });
  const missingKey = missingDetailsOf({ name, email, phone }).join(',');
  useEffect(() => {
    onMissingChange?.(missingKey ? (missingKey.split(',') as MissingDetail[]) : []);
  }, [missingKey, onMissingChange]);

  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const error = await onSubmit(values);
    if (!error || applyServerFieldErrors(error, setError, fields, serverFieldNames)) return;
    // Not about a field (rate limit, studio gone, server down): one message above the form.
    setFailure(isApiError(error) ? error.message : t('errors.unexpected'));
  });

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ gap: 2.5 }}
      data-testid="customer-form"
    >
      {failure ? (
        <Alert severity="error" data-testid="booking-error">
          {failure}
        </Alert>
      ) : null}
      <TextField
        {...muiField(register('name'))}
        label={t('bookingFlow.details.name')}
        autoComplete="name"
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        slotProps={{ htmlInput: { 'data-testid': 'customer-name' } }}
      />
      <TextField
        {...muiField(register('email'))}
        type="email"
        label={t('bookingFlow.details.email')}
        autoComplete="email"
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message ?? t('bookingFlow.details.emailHint')}
        slotProps={{ htmlInput: { 'data-testid': 'customer-email', inputMode: 'email' } }}
      />
      <TextField
        {...muiField(register('phone'))}
        type="tel"
        label={t('bookingFlow.details.phone')}
        autoComplete="tel"
        fullWidth
        error={Boolean(errors.phone)}
        helperText={errors.phone?.message ?? t('bookingFlow.details.phoneHint')}
        sx={ltrInputSx}
        slotProps={{ htmlInput: { 'data-testid': 'customer-phone', inputMode: 'tel', dir: 'ltr' } }}
      />
      {phone.trim() ? (
        <Suspense fallback={null}>
          <MessagingConsentField
            checked={consent}
            label={t('bookingFlow.details.messagingConsent')}
            onChange={(checked) => setValue('messagingConsent', checked)}
          />
        </Suspense>
      ) : null}
      <TextField
        {...muiField(register('notes'))}
        label={t('bookingFlow.details.notes')}
        placeholder={t('bookingFlow.details.notesPlaceholder')}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        error={Boolean(errors.notes)}
        helperText={errors.notes?.message ?? t('bookingFlow.details.optional')}
        slotProps={{ htmlInput: { 'data-testid': 'customer-notes', maxLength: 2000 } }}
      />
    </Stack>
  );
}
