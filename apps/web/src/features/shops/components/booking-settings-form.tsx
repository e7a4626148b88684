import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ShopDetail, shopFieldSchemas } from '@studio/domain/shop-contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SwitchField } from '../../../components/switch-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { TimeZoneField } from '../../../shared/shops/components/time-zone-field.tsx';
import { useChangeBookingSettings } from '../api/change-booking-settings.ts';

const f = shopFieldSchemas;

const bookingSettingsSchema = z.object({
  timezone: f.timezone,
  slotStepMinutes: f.slotStepMinutes,
  minLeadMinutes: f.minLeadMinutes,
  horizonDays: f.horizonDays,
  autoConfirm: f.autoConfirm,
});
type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const fields = ['timezone', 'slotStepMinutes', 'minLeadMinutes', 'horizonDays', 'autoConfirm'] as const;
/** Slot steps that divide an hour or a day evenly; the schema allows 5 to 120 minutes. */
const slotSteps = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

function settingsOf(shop: ShopDetail): BookingSettings {
  return {
    timezone: shop.timezone,
    slotStepMinutes: shop.slotStepMinutes,
    minLeadMinutes: shop.minLeadMinutes,
    horizonDays: shop.horizonDays,
    autoConfirm: shop.autoConfirm,
  };
}

/** Booking settings apply at once, without approval (api-contract "Shops"). */
export function BookingSettingsForm({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const update = useChangeBookingSettings(shop.id);
  const resolver = useMemo(
    () => zodResolver(bookingSettingsSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<BookingSettings>({ resolver, defaultValues: settingsOf(shop) });

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (updated) => {
        reset(settingsOf(updated));
        notify(t('studio.booking.saved'), 'success');
      },
      onError: (error) => applyServerFieldErrors(error, setError, fields),
    });
  });

  const failure = update.error;
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);
  const slotOptions = slotSteps.includes(shop.slotStepMinutes as (typeof slotSteps)[number])
    ? slotSteps
    : [...slotSteps, shop.slotStepMinutes].sort((a, b) => a - b);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ gap: 2.5 }}
      data-testid="booking-settings-form"
    >
      {showGeneral ? (
        <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
      ) : null}
      <Controller
        name="timezone"
        control={control}
        render={({ field }) => (
          <TimeZoneField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('studio.fields.timezone')}
            error={errors.timezone?.message}
            helperText={t('studio.hints.timezone')}
            testId="booking-settings-timezone"
          />
        )}
      />
      <Controller
        name="slotStepMinutes"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('studio.booking.slotStep')}
            value={field.value}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
            error={Boolean(errors.slotStepMinutes)}
            helperText={errors.slotStepMinutes?.message ?? t('studio.booking.slotStepHint')}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'booking-settings-slot-step' } as object },
            }}
          >
            {slotOptions.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {t('studio.booking.minutes', { count: minutes })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          {...register('minLeadMinutes', { valueAsNumber: true })}
          type="number"
          label={t('studio.booking.minLead')}
          fullWidth
          error={Boolean(errors.minLeadMinutes)}
          helperText={errors.minLeadMinutes?.message ?? t('studio.booking.minLeadHint')}
          slotProps={{
            htmlInput: { min: 0, max: 43200, step: 15, 'data-testid': 'booking-settings-min-lead' },
            input: {
              endAdornment: <InputAdornment position="end">{t('studio.booking.minutesUnit')}</InputAdornment>,
            },
          }}
        />
        <TextField
          {...register('horizonDays', { valueAsNumber: true })}
          type="number"
          label={t('studio.booking.horizon')}
          fullWidth
          error={Boolean(errors.horizonDays)}
          helperText={errors.horizonDays?.message ?? t('studio.booking.horizonHint')}
          slotProps={{
            htmlInput: { min: 1, max: 365, 'data-testid': 'booking-settings-horizon' },
            input: {
              endAdornment: <InputAdornment position="end">{t('studio.booking.daysUnit')}</InputAdornment>,
            },
          }}
        />
      </Stack>
      <SwitchField
        control={control}
        name="autoConfirm"
        label={t('studio.booking.autoConfirm')}
        hint={t('studio.booking.autoConfirmHint')}
        testId="booking-settings-auto-confirm"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SaveIcon />}
        loading={update.isPending}
        disabled={!isDirty}
        sx={{ alignSelf: { sm: 'flex-start' } }}
        data-testid="booking-settings-submit"
      >
        {t('studio.booking.submit')}
      </Button>
    </Stack>
  );
}
