import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { pickerDateOf } from '../date-periods.ts';
import { maxSlots, type PeriodFormValues, type PeriodKind, periodFormSchema } from '../period-form.ts';
import { DatePickerField } from './date-picker-field.tsx';

export const periodServerFields = ['startDate', 'endDate', 'reason', 'slots'] as const;

/**
 * The form of a closure time (start, end, optional reason) or a booking rule (start, optional
 * end, concurrent slots, optional reason). Saving is the caller's: it knows which API to call.
 */
export function PeriodFormDialog({
  kind,
  editing,
  defaultValues,
  today,
  saving,
  failure,
  onSave,
  onClose,
}: {
  kind: PeriodKind;
  editing: boolean;
  defaultValues: PeriodFormValues;
  today: string;
  saving: boolean;
  failure: Error | null;
  onSave: (values: PeriodFormValues, setError: UseFormSetError<PeriodFormValues>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const prefix = kind === 'closure' ? 'availability.closures' : 'availability.rules';
  const testId = kind === 'closure' ? 'closure' : 'booking-rule';
  const resolver = useMemo(
    () =>
      zodResolver(
        periodFormSchema(kind, {
          required: t('availability.errors.required'),
          invalidDate: t('availability.errors.invalidDate'),
          endBeforeStart: t('availability.errors.endBeforeStart'),
          slots: t('availability.errors.slots', { max: maxSlots }),
          tooLong: t('availability.errors.tooLong'),
        }),
      ),
    [kind, t],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PeriodFormValues>({ resolver, defaultValues });
  const onSubmit = handleSubmit((values) => onSave(values, setError));
  // Past days can still be corrected on an existing entry, but a new one starts today at the earliest.
  const minDate = editing ? undefined : (pickerDateOf(today) ?? undefined);

  return (
    <SetupFormDialog
      title={t(`${prefix}.${editing ? 'editTitle' : 'createTitle'}`)}
      submitLabel={t(editing ? 'availability.save' : 'availability.add')}
      saving={saving}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      testId={testId}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <Controller
          name="startDate"
          control={control}
          render={({ field }) => (
            <DatePickerField
              label={t('availability.fields.startDate')}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // Moving the start past the end moves the end along, as a one-day period.
                const end = getValues('endDate');
                if (value?.isValid && end?.isValid && end < value) setValue('endDate', value);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.startDate?.message}
              required
              minDate={minDate}
              testId={`${testId}-start`}
            />
          )}
        />
        <Controller
          name="endDate"
          control={control}
          render={({ field }) => (
            <DatePickerField
              label={t(
                kind === 'closure' ? 'availability.fields.endDate' : 'availability.fields.endDateOptional',
              )}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.endDate?.message}
              helperText={t(`${prefix}.endHint`)}
              required={kind === 'closure'}
              minDate={minDate}
              testId={`${testId}-end`}
            />
          )}
        />
      </Stack>
      {kind === 'rule' ? (
        <TextField
          {...muiField(register('slots'))}
          label={t('availability.fields.slots')}
          required
          error={Boolean(errors.slots)}
          helperText={errors.slots?.message ?? t('availability.rules.slotsHint')}
          sx={{ maxWidth: { sm: 260 } }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              type: 'number',
              min: 1,
              max: maxSlots,
              'data-testid': `${testId}-slots`,
            },
          }}
        />
      ) : null}
      <TextField
        {...muiField(register('reason'))}
        label={t('availability.fields.reason')}
        fullWidth
        multiline
        maxRows={4}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? t(`${prefix}.reasonHint`)}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testId}-reason` } }}
      />
    </SetupFormDialog>
  );
}
