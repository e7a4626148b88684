import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { colorSchema, type TeamMember } from '@studio/domain/booking-contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { useCreateTeamMember } from '../api/create-team-member.ts';
import { useUpdateTeamMember } from '../api/update-team-member.ts';
import { ColorPickerField } from './color-picker-field.tsx';

/** The contract's limits (teamMemberWriteSchema), on the texts as typed. */
const teamMemberFormSchema = z.object({
  name: z.string().trim().max(100),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email().max(254)])),
  phone: z.string().trim().max(40),
  color: colorSchema,
  description: z.string().trim().max(500),
});
type TeamMemberFormValues = z.infer<typeof teamMemberFormSchema>;

const fields = ['name', 'email', 'phone', 'color', 'description'] as const;

function valuesOf(member: TeamMember | null, defaultColor: string): TeamMemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    color: member?.color ?? defaultColor,
    description: member?.description ?? '',
  };
}

/** A team member: name, email, phone, colour and an optional short description. */
export function TeamMemberDialog({
  shopId,
  member,
  defaultColor,
  onClose,
}: {
  shopId: string;
  /** Null: a new member. */
  member: TeamMember | null;
  defaultColor: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const creation = useCreateTeamMember(shopId);
  const update = useUpdateTeamMember(shopId);
  const saving = creation.isPending || update.isPending;
  const failure = member ? update.error : creation.error;
  const resolver = useMemo(
    () => zodResolver(teamMemberFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamMemberFormValues>({ resolver, defaultValues: valuesOf(member, defaultColor) });

  const onSubmit = handleSubmit((values) => {
    const name = values.name || t('team.unnamed');
    const options = {
      onSuccess: () => {
        notify(t(member ? 'team.done.updated' : 'team.done.created', { name }), 'success');
        onClose();
      },
      onError: (error: Error) => applyServerFieldErrors(error, setError, fields),
    };
    if (member) update.mutate({ id: member.id, body: values }, options);
    else creation.mutate(values, options);
  });

  return (
    <SetupFormDialog
      title={t(member ? 'team.dialog.editTitle' : 'team.dialog.createTitle')}
      submitLabel={t(member ? 'team.dialog.save' : 'team.dialog.create')}
      saving={saving}
      failure={failure}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="team-member"
    >
      <TextField
        {...muiField(register('name'))}
        label={t('team.fields.name')}
        autoComplete="off"
        autoFocus
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? t('team.nameHint')}
        slotProps={{ htmlInput: { 'data-testid': 'team-member-name', maxLength: 100 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          {...muiField(register('email'))}
          type="email"
          label={t('team.fields.email')}
          autoComplete="off"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          sx={ltrInputSx}
          slotProps={{ htmlInput: { 'data-testid': 'team-member-email', inputMode: 'email' } }}
        />
        <TextField
          {...muiField(register('phone'))}
          type="tel"
          label={t('team.fields.phone')}
          autoComplete="off"
          fullWidth
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
          sx={ltrInputSx}
          slotProps={{ htmlInput: { 'data-testid': 'team-member-phone', maxLength: 40 } }}
        />
      </Stack>
      <Controller
        name="color"
        control={control}
        render={({ field }) => (
          <ColorPickerField
            value={field.value}
            onChange={field.onChange}
            error={errors.color?.message}
            testId="team-member-color"
          />
        )}
      />
      <TextField
        {...muiField(register('description'))}
        label={t('team.fields.description')}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? t('team.descriptionHint')}
        slotProps={{ htmlInput: { 'data-testid': 'team-member-description', maxLength: 500 } }}
      />
    </SetupFormDialog>
  );
}
