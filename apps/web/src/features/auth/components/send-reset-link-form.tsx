import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EmailOnlyRequest } from '@studio/domain/auth-contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { requestPasswordResetSchema, useRequestPasswordReset } from '../api/request-password-reset.ts';

export function SendResetLinkForm() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const resetRequest = useRequestPasswordReset();
  const resolver = useMemo(
    () => zodResolver(requestPasswordResetSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyRequest>({ resolver, defaultValues: { email: '' } });

  if (resetRequest.isSuccess) {
    return (
      <Alert icon={<MarkEmailReadIcon />} severity="success" data-testid="recovery-sent" sx={{ mb: 3 }}>
        {t('recovery.sent')}
      </Alert>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => resetRequest.mutate(values))}
      sx={{ gap: 2.5, mb: 3 }}
    >
      <TextField
        {...register('email')}
        type="email"
        label={t('login.email')}
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { 'data-testid': 'recovery-email', inputMode: 'email' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={resetRequest.isPending}
        data-testid="recovery-submit"
      >
        {t('recovery.submit')}
      </Button>
    </Stack>
  );
}
