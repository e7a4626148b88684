import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useCountdown } from '../../../lib/countdown.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** No length is prescribed; a minute keeps mail servers and inboxes calm. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Sends the verification link again. After each send the button stays disabled and counts the
 * seconds down; a refusal (too many mails) is shown next to it.
 */
export function ResendVerificationButton({
  email,
  justSent = false,
  fullWidth = true,
}: {
  email: string;
  /** A mail went out a moment ago, so the countdown starts at once. */
  justSent?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const resend = useResendVerification();

  function send() {
    resend.mutate(
      { email },
      {
        onSuccess: () => countdown.start(RESEND_COOLDOWN_SECONDS),
        onError: () => countdown.start(RESEND_COOLDOWN_SECONDS),
      },
    );
  }

  const failure = resend.error;
  return (
    <Stack sx={{ gap: 1.5, alignItems: fullWidth ? 'stretch' : 'flex-start' }}>
      {resend.isSuccess ? (
        <Alert severity="success" data-testid="resend-verification-done">
          {t('verifyEmail.resent')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" data-testid="resend-verification-error">
          {isApiError(failure) ? failure.message : t('errors.unexpected')}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        startIcon={<SendIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        onClick={send}
        disabled={countdown.running}
        loading={resend.isPending}
        data-testid="resend-verification"
        data-seconds-left={countdown.secondsLeft}
      >
        {countdown.running
          ? t('verifyEmail.resendIn', { count: countdown.secondsLeft })
          : t('verifyEmail.resend')}
      </Button>
    </Stack>
  );
}
