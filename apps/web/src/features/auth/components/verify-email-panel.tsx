import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkErrorText } from '../link-error-text.ts';

/** Opened from the verification mail: confirms the address once, then leads on to creating the studio. */
export function VerifyEmailPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const verification = useVerifyEmail();
  const { mutate } = verification;
  // The token is single-use; StrictMode's second effect run must not spend it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (verification.isSuccess) {
    return (
      <Stack sx={{ gap: 3, mb: 3 }}>
        <Alert severity="success" data-testid="recovery-verified">
          {t('recovery.verify.done')}
        </Alert>
        <Button
          component={RouterLink}
          to="/partner/create"
          variant="contained"
          size="large"
          startIcon={<AddBusinessIcon />}
          data-testid="recovery-create-studio"
        >
          {t('recovery.verify.createStudio')}
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          {t('user.signIn')}
        </Button>
      </Stack>
    );
  }
  if (verification.isError) {
    return (
      <Alert severity="error" data-testid="recovery-error" sx={{ mb: 3 }}>
        {linkErrorText(verification.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t('recovery.verify.pending')}</Typography>
    </Box>
  );
}
