import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TeamMember, Treatment } from '@studio/domain/booking-contract';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { MemberAvatar } from '../../../shared/team/components/member-avatar.tsx';
import { useCreateTreatment } from '../api/create-treatment.ts';
import { useUpdateTreatment } from '../api/update-treatment.ts';
import { currencySymbolOf } from '../money-input.ts';
import {
  durationChoices,
  type TreatmentFormValues,
  treatmentFormSchema,
  treatmentFormValuesOf,
  treatmentWriteOf,
} from '../treatment-form.ts';
import { RefillIntervalField } from './refill-interval-field.tsx';
import { TreatmentExtrasEditor } from './treatment-extras-editor.tsx';

const serverFields = ['name', 'category', 'description', 'price', 'durationMinutes'] as const;

/** Create or edit a treatment: its price and details, plus who performs it. */
export function TreatmentDialog({
  shopId,
  service,
  categories,
  team,
  currency,
  onClose,
}: {
  shopId: string;
  /** Null: a new treatment. */
  service: Treatment | null;
  categories: readonly string[];
  team: readonly TeamMember[];
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const teamLabelId = useId();
  const creation = useCreateTreatment(shopId);
  const update = useUpdateTreatment(shopId);
  const saving = creation.isPending || update.isPending;
  const failure = service ? update.error : creation.error;
  const currencySymbol = currencySymbolOf(currency, locale);
  const resolver = useMemo(
    () =>
      zodResolver(
        treatmentFormSchema({
          required: t('treatments.errors.required'),
          amount: t('treatments.errors.amount'),
          tooLong: t('treatments.errors.tooLong'),
          extraName: t('treatments.errors.extraName'),
          refillDays: t('treatments.errors.refillDays'),
        }),
      ),
    [t],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TreatmentFormValues>({ resolver, defaultValues: treatmentFormValuesOf(service, locale) });
  const duration = watch('durationMinutes');

  const onSubmit = handleSubmit((values) => {
    const body = treatmentWriteOf(values);
    const options = {
      onSuccess: (saved: Treatment) => {
        notify(
          t(service ? 'treatments.done.updated' : 'treatments.done.created', { name: saved.name }),
          'success',
        );
        onClose();
      },
      onError: (error: Error) =>
        applyServerFieldErrors(error, setError, serverFields, { priceCents: 'price' }),
    };
    if (service) update.mutate({ id: service.id, body }, options);
    else creation.mutate(body, options);
  });

  return (
    <SetupFormDialog
      title={t(service ? 'treatments.dialog.editTitle' : 'treatments.dialog.createTitle')}
      submitLabel={t(service ? 'treatments.dialog.save' : 'treatments.dialog.create')}
      saving={saving}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      dividers
      testId="service"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          {...muiField(register('name'))}
          label={t('treatments.fields.name')}
          autoComplete="off"
          autoFocus
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { 'data-testid': 'service-name', maxLength: 200 } }}
        />
        <Controller
          name="category"
          control={control}
          render={({ field }) => (
            <Autocomplete
              freeSolo
              options={categories}
              inputValue={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              fullWidth
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  label={t('treatments.fields.category')}
                  error={Boolean(errors.category)}
                  helperText={errors.category?.message ?? t('treatments.categoryHint')}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: {
                      ...params.slotProps.htmlInput,
                      'data-testid': 'service-category',
                      maxLength: 100,
                    },
                  }}
                />
              )}
            />
          )}
        />
      </Stack>
      <TextField
        {...muiField(register('description'))}
        label={t('treatments.fields.description')}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? t('treatments.descriptionHint')}
        slotProps={{ htmlInput: { 'data-testid': 'service-description', maxLength: 2000 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          {...muiField(register('price'))}
          label={t('treatments.fields.price')}
          required
          fullWidth
          error={Boolean(errors.price)}
          helperText={errors.price?.message ?? t('treatments.priceHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'service-price' },
            input: { endAdornment: <InputAdornment position="end">{currencySymbol}</InputAdornment> },
          }}
        />
        <Controller
          name="durationMinutes"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label={t('treatments.fields.duration')}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              fullWidth
              error={Boolean(errors.durationMinutes)}
              helperText={errors.durationMinutes?.message ?? t('treatments.durationHint')}
              slotProps={{
                select: {
                  SelectDisplayProps: { 'data-testid': 'service-duration' } as object,
                  MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
                },
              }}
            >
              {durationChoices(duration).map((minutes) => (
                <MenuItem key={minutes} value={minutes} data-testid={`service-duration-${minutes}`}>
                  {formatDuration(t, minutes)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <RefillIntervalField registration={register('refillDays')} error={errors.refillDays?.message} />
      <SwitchField
        control={control}
        name="active"
        label={t('treatments.fields.active')}
        hint={t('treatments.activeHint')}
        testId="service-active"
      />
      {team.length > 0 ? (
        <Controller
          name="teamMemberIds"
          control={control}
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={teamLabelId}>
                {t('treatments.fields.team')}
              </FormLabel>
              <FormGroup row sx={{ gap: 0.5, mt: 0.5 }} data-testid="service-team">
                {team.map((member) => {
                  const name = member.name.trim() || t('treatments.unnamedMember');
                  return (
                    <FormControlLabel
                      key={member.id}
                      sx={{ mr: 2 }}
                      control={
                        <Checkbox
                          checked={field.value.includes(member.id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, member.id]
                                : field.value.filter((id) => id !== member.id),
                            )
                          }
                          slotProps={{ input: { ...{ 'data-testid': `service-team-${member.id}` } } }}
                        />
                      }
                      label={
                        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                          <MemberAvatar member={member} size={26} />
                          <span>{name}</span>
                        </Stack>
                      }
                    />
                  );
                })}
              </FormGroup>
              <FormHelperText>
                {field.value.length === 0 ? t('treatments.teamEveryone') : t('treatments.teamHint')}
              </FormHelperText>
            </FormControl>
          )}
        />
      ) : null}
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('treatments.extras.title')}
      </Typography>
      <TreatmentExtrasEditor
        control={control}
        register={register}
        errors={errors}
        currencySymbol={currencySymbol}
      />
    </SetupFormDialog>
  );
}
