import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChangeEmailRequest } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { changeEmailRequestSchema, useChangeEmail } from '../api/change-email.ts';

const fields = ['newEmail', 'password'] as const;

/** Change the sign-in address; the password proves it is the owner. The new address must be confirmed. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const change = useChangeEmail();
  const resolver = useMemo(
    () => zodResolver(changeEmailRequestSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailRequest>({ resolver, defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => reset({ newEmail: '', password: '' }),
      onError: (error) => {
        if (isApiError(error) && error.errorCode === ErrorCode.wrongCredentials) {
          setError(
            'password',
            { type: 'server', message: t('security.wrongPassword') },
            { shouldFocus: true },
          );
          return;
        }
        applyServerFieldErrors(error, setError, fields);
      },
    });
  });

  const failure = change.error;
  const showGeneral =
    failure &&
    !(
      isApiError(failure) &&
      (failure.errorCode === ErrorCode.wrongCredentials || Object.keys(failure.fields).length > 0)
    );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }} data-testid="change-email-form">
      {change.isSuccess ? (
        <Alert severity="success" data-testid="change-email-done">
          {t('security.email.done', { email: change.data.email })}
        </Alert>
      ) : null}
      {showGeneral ? (
        <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
      ) : null}
      <TextField
        label={t('security.email.current')}
        value={currentEmail}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'change-email-current' } }}
      />
      <TextField
        {...muiField(register('newEmail'))}
        type="email"
        label={t('security.email.new')}
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.newEmail)}
        helperText={errors.newEmail?.message}
        slotProps={{ htmlInput: { 'data-testid': 'change-email-new', inputMode: 'email' } }}
      />
      <PasswordField
        registration={register('password')}
        label={t('security.email.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        testId="change-email-password"
      />
      <Button
        type="submit"
        variant="contained"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="change-email-submit"
      >
        {t('security.email.submit')}
      </Button>
    </Stack>
  );
}
