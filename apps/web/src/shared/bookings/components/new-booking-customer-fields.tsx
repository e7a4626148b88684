import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientListItem } from '@studio/domain/client-contract';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { ClientNameField } from './client-name-field.tsx';
import type { NewBookingValues } from './new-booking-values.ts';

/**
 * The customer of a new booking: a known client picked by name, or a name alone; with an email a
 * confirmation goes out.
 */
export function NewBookingCustomerFields({
  shopId,
  control,
  register,
  errors,
  email,
  onPickClient,
}: {
  shopId: string;
  control: Control<NewBookingValues>;
  register: UseFormRegister<NewBookingValues>;
  errors: FieldErrors<NewBookingValues>;
  email: string;
  onPickClient: (client: ClientListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: -1 }}>
        {t('bookings.create.customer')}
      </Typography>
      <ClientNameField shopId={shopId} control={control} error={errors.name} onPick={onPickClient} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          {...muiField(register('phone'))}
          type="tel"
          label={t('bookings.create.phone')}
          autoComplete="off"
          fullWidth
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
          slotProps={{
            htmlInput: { 'data-testid': 'new-booking-phone', inputMode: 'tel', dir: 'ltr' },
          }}
        />
        <TextField
          {...muiField(register('email'))}
          type="email"
          label={t('bookings.create.email')}
          autoComplete="off"
          fullWidth
          error={Boolean(errors.email)}
          helperText={
            errors.email?.message ??
            (email.trim() ? t('bookings.create.emailHint') : t('bookings.create.noEmailHint'))
          }
          slotProps={{
            htmlInput: { 'data-testid': 'new-booking-email', inputMode: 'email' },
            formHelperText: { 'data-testid': 'new-booking-email-hint' } as object,
          }}
        />
      </Stack>
      <TextField
        {...muiField(register('notes'))}
        label={t('bookings.create.notes')}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(errors.notes)}
        helperText={errors.notes?.message}
        slotProps={{ htmlInput: { 'data-testid': 'new-booking-notes', maxLength: 2000 } }}
      />
    </>
  );
}
