import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { linkErrorText } from '../link-error-text.ts';

/** Reset passwords need at least 5 characters. */
const MIN_RESET_PASSWORD_LENGTH = 5;

interface ResetPasswordValues {
  password: string;
  confirm: string;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const reset = useResetPassword();
  const resolver = useMemo(() => {
    const required = t('recovery.reset.required');
    const schema = z
      .object({
        password: z
          .string()
          .min(1, required)
          .min(MIN_RESET_PASSWORD_LENGTH, t('recovery.reset.tooShort'))
          .max(200),
        confirm: z.string().min(1, required),
      })
      .refine((values) => values.password === values.confirm, {
        message: t('recovery.reset.mismatch'),
        path: ['confirm'],
      });
    return zodResolver(schema, { error: localizedIssueMessage(locale) });
  }, [t, locale]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver, defaultValues: { password: '', confirm: '' } });

  if (reset.isSuccess) {
    return (
      <Stack sx={{ gap: 3, mb: 3 }}>
        <Alert icon={<CheckCircleIcon />} severity="success" data-testid="recovery-reset-done">
          {t('recovery.reset.done')}
        </Alert>
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          size="large"
          data-testid="recovery-to-login"
        >
          {t('user.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(({ password }) => reset.mutate({ token, password }))}
      sx={{ gap: 2.5, mb: 3 }}
    >
      {reset.isError ? (
        <Alert
          severity="error"
          data-testid="recovery-error"
          action={
            <Link
              component={RouterLink}
              to="/recovery"
              color="inherit"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {t('recovery.requestNewLink')}
            </Link>
          }
        >
          {linkErrorText(reset.error, t('errors.unexpected'))}
        </Alert>
      ) : null}
      <TextField
        {...register('password')}
        type="password"
        label={t('recovery.reset.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={
          errors.password?.message ?? t('recovery.reset.hint', { count: MIN_RESET_PASSWORD_LENGTH })
        }
        slotProps={{ htmlInput: { 'data-testid': 'recovery-password' } }}
      />
      <TextField
        {...register('confirm')}
        type="password"
        label={t('recovery.reset.confirm')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirm)}
        helperText={errors.confirm?.message}
        slotProps={{ htmlInput: { 'data-testid': 'recovery-confirm' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={reset.isPending}
        data-testid="recovery-submit"
      >
        {t('recovery.reset.submit')}
      </Button>
    </Stack>
  );
}
