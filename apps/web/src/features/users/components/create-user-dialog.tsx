import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { createUserRequestSchema, useCreateUser } from '../api/create-user.ts';

/** A shop admin needs a shop, so that role is given in the shops overview ("set shop admins"). */
const creatableRoles = ['appUser', 'globalAdmin'] as const;

interface CreateUserValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
  role: (typeof creatableRoles)[number];
}

const fields = ['name', 'email', 'password', 'role'] as const;

/** A new user: name, a valid email, a password and its confirmation. */
export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: ManagedUser) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const creation = useCreateUser();
  const resolver = useMemo(() => {
    const schema = createUserRequestSchema
      .pick({ name: true, email: true, password: true })
      .extend({ confirm: z.string().min(1), role: z.enum(creatableRoles) })
      .refine((values) => values.password === values.confirm, {
        message: t('users.passwordMismatch'),
        path: ['confirm'],
      });
    return zodResolver(schema, { error: localizedIssueMessage(locale) });
  }, [t, locale]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateUserValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirm: '', role: 'appUser' },
  });

  const onSubmit = handleSubmit(({ confirm: _confirm, ...values }) => {
    creation.mutate(
      { ...values, locale },
      {
        onSuccess: onCreated,
        onError: (error) => applyServerFieldErrors(error, setError, fields),
      },
    );
  });

  const failure = creation.error;
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);

  return (
    <Dialog
      open={open}
      onClose={creation.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="create-user-dialog"
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('users.create.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            {showGeneral ? (
              <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
            ) : null}
            <TextField
              {...muiField(register('name'))}
              label={t('users.fields.name')}
              autoComplete="off"
              autoFocus
              required
              fullWidth
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { 'data-testid': 'create-user-name' } }}
            />
            <TextField
              {...muiField(register('email'))}
              type="email"
              label={t('users.fields.email')}
              autoComplete="off"
              required
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
              slotProps={{ htmlInput: { 'data-testid': 'create-user-email', inputMode: 'email' } }}
            />
            <PasswordField
              registration={register('password')}
              label={t('users.fields.password')}
              autoComplete="new-password"
              error={errors.password?.message}
              helperText={t('users.passwordHint', { count: 8 })}
              testId="create-user-password"
            />
            <PasswordField
              registration={register('confirm')}
              label={t('users.fields.confirm')}
              autoComplete="new-password"
              error={errors.confirm?.message}
              testId="create-user-confirm"
            />
            <Controller
              name="role"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('users.fields.role')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  fullWidth
                  helperText={errors.role?.message ?? t('users.create.roleHint')}
                  error={Boolean(errors.role)}
                  slotProps={{
                    select: { SelectDisplayProps: { 'data-testid': 'create-user-role' } as object },
                  }}
                >
                  {creatableRoles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`user.roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={creation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddIcon />}
            loading={creation.isPending}
            data-testid="create-user-submit"
          >
            {t('users.create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
