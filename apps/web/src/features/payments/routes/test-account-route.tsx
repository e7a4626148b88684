import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useNavigate } from '../../../routing/build-router.ts';
import { useVerifyTestAccount } from '../api/verify-test-account.ts';
import { TestModeBanner } from '../components/test-mode-banner.tsx';

/** The test provider's onboarding and dashboard for a studio's payout account. */
export function TestAccountRoute({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyTestAccount(accountId);
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('testPayments.accountTitle')}
      </Typography>
      <TestModeBanner />
      <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography sx={{ mb: 1 }}>{t('testPayments.accountText')}</Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ mb: 2, fontFamily: 'monospace' }}>
          {accountId}
        </Typography>
        {verify.isSuccess ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('testPayments.verified')}
          </Alert>
        ) : null}
        {verify.isSuccess ? (
          <Button variant="contained" onClick={() => navigate('/voucher')} data-testid="test-account-back">
            {t('testPayments.back')}
          </Button>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            <Button
              variant="contained"
              disabled={verify.isPending}
              onClick={() => verify.mutate()}
              data-testid="test-account-verify"
            >
              {t('testPayments.verify')}
            </Button>
            {/* As the provider's own onboarding allows: leave it for later (payouts stay pending). */}
            <Button onClick={() => navigate('/voucher')} data-testid="test-account-later">
              {t('testPayments.back')}
            </Button>
          </Stack>
        )}
      </Card>
    </Box>
  );
}
