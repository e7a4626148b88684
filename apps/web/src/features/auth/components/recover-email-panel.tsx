import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useRecoverEmail } from '../api/recover-email.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { linkErrorText } from '../link-error-text.ts';

/**
 * Opened from the "email changed" mail at the old address. Waits for a click, since mail scanners
 * open links too and must not undo the change.
 */
export function RecoverEmailPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const recovery = useRecoverEmail();

  if (recovery.isSuccess) return <RecoveredEmail email={recovery.data.email} />;
  if (recovery.isError) {
    return (
      <Alert severity="error" data-testid="recovery-error" sx={{ mb: 3 }}>
        {linkErrorText(recovery.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  return (
    <Stack sx={{ gap: 3, mb: 3 }}>
      <Typography color="text.secondary">{t('recovery.recoverEmail.intro')}</Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<RestoreIcon />}
        loading={recovery.isPending}
        onClick={() => recovery.mutate({ token })}
        data-testid="recover-email-confirm"
      >
        {t('recovery.recoverEmail.confirm')}
      </Button>
    </Stack>
  );
}

/** The account is back at its old address with every session ended; a new password is the next step. */
function RecoveredEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  return (
    <Stack sx={{ gap: 3, mb: 3 }}>
      <Alert
        icon={<CheckCircleIcon />}
        severity="success"
        data-testid="recover-email-done"
        sx={{ wordBreak: 'break-word' }}
      >
        {t('recovery.recoverEmail.done', { email })}
      </Alert>
      <Typography color="text.secondary">{t('recovery.recoverEmail.newPassword')}</Typography>
      {resetRequest.isSuccess ? (
        <Alert
          icon={<MarkEmailReadIcon />}
          severity="success"
          data-testid="recover-email-reset-sent"
          sx={{ wordBreak: 'break-word' }}
        >
          {t('recovery.recoverEmail.resetSent', { email })}
        </Alert>
      ) : (
        <Button
          variant="contained"
          size="large"
          startIcon={<LockResetIcon />}
          loading={resetRequest.isPending}
          onClick={() => resetRequest.mutate({ email })}
          data-testid="recover-email-send-reset"
        >
          {t('recovery.recoverEmail.sendReset')}
        </Button>
      )}
    </Stack>
  );
}
