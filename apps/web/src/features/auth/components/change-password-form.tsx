import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { changePasswordRequestSchema, useChangePassword } from '../api/change-password.ts';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const fields = ['currentPassword', 'newPassword'] as const;
const MIN_PASSWORD_LENGTH = 8;

export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const change = useChangePassword();
  const resolver = useMemo(() => {
    const schema = changePasswordRequestSchema
      .extend({ confirm: z.string().min(1) })
      .refine((values) => values.newPassword === values.confirm, {
        message: t('recovery.reset.mismatch'),
        path: ['confirm'],
      });
    return zodResolver(schema, { error: localizedIssueMessage(locale) });
  }, [t, locale]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(),
        onError: (error) => {
          if (isApiError(error) && error.errorCode === ErrorCode.wrongCredentials) {
            setError(
              'currentPassword',
              { type: 'server', message: t('security.wrongPassword') },
              { shouldFocus: true },
            );
            return;
          }
          applyServerFieldErrors(error, setError, fields);
        },
      },
    );
  });

  const failure = change.error;
  const showGeneral =
    failure &&
    !(
      isApiError(failure) &&
      (failure.errorCode === ErrorCode.wrongCredentials || Object.keys(failure.fields).length > 0)
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ gap: 2.5 }}
      data-testid="change-password-form"
    >
      {change.isSuccess ? (
        <Alert severity="success" data-testid="change-password-done">
          {t('security.password.done')}
        </Alert>
      ) : null}
      {showGeneral ? (
        <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
      ) : null}
      <PasswordField
        registration={register('currentPassword')}
        label={t('security.password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        testId="change-password-current"
      />
      <PasswordField
        registration={register('newPassword')}
        label={t('security.password.new')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        helperText={t('register.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        testId="change-password-new"
      />
      <PasswordField
        registration={register('confirm')}
        label={t('security.password.confirm')}
        autoComplete="new-password"
        error={errors.confirm?.message}
        testId="change-password-confirm"
      />
      <Button
        type="submit"
        variant="contained"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="change-password-submit"
      >
        {t('security.password.submit')}
      </Button>
    </Stack>
  );
}
