import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useCompleteTestCheckout } from '../api/complete-test-checkout.ts';
import { useTestCheckout } from '../api/get-test-checkout.ts';
import { TestModeBanner } from '../components/test-mode-banner.tsx';

/**
 * The test provider's checkout: pay or fail, no money moves. For a card saved for a booking's fees
 * nothing is charged: the card is saved (or one that declines later charges, to try the fallback).
 */
export function TestCheckoutRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const checkout = useTestCheckout(id);
  const complete = useCompleteTestCheckout(id);
  const failed = complete.isError || checkout.data?.status === 'failed';
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {checkout.data?.cardSetup ? t('testPayments.cardSetupTitle') : t('testPayments.checkoutTitle')}
      </Typography>
      <TestModeBanner />
      {checkout.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : checkout.isError ? (
        <Alert severity="error">{t('testPayments.notFound')}</Alert>
      ) : (
        <Card sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="test-checkout">
          <Typography color="text.secondary">{checkout.data.shopName}</Typography>
          <Typography variant="h6" component="h2">
            {checkout.data.description}
          </Typography>
          {checkout.data.cardSetup ? (
            <Typography sx={{ my: 2 }} data-testid="test-checkout-card-setup">
              {t('testPayments.cardSetupText', {
                amount: formatMoney(checkout.data.amountCents, currentLocale(), checkout.data.currency),
              })}
            </Typography>
          ) : (
            <Typography variant="h3" component="p" sx={{ my: 2 }} data-testid="test-checkout-amount">
              {formatMoney(checkout.data.amountCents, currentLocale(), checkout.data.currency)}
            </Typography>
          )}
          {failed ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="test-checkout-failed">
              {t('testPayments.failed')}
            </Alert>
          ) : null}
          {checkout.data.status === 'succeeded' ? (
            <Alert severity="success">{t('testPayments.alreadyPaid')}</Alert>
          ) : (
            <>
              <Divider sx={{ mb: 2 }} />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
                <Button
                  variant="contained"
                  size="large"
                  disabled={complete.isPending}
                  onClick={() => complete.mutate({ outcome: 'succeeded' })}
                  data-testid="test-checkout-pay"
                  sx={{ flex: 1 }}
                >
                  {checkout.data.cardSetup ? t('testPayments.saveCard') : t('testPayments.pay')}
                </Button>
                {checkout.data.cardSetup ? (
                  <Button
                    variant="outlined"
                    size="large"
                    disabled={complete.isPending}
                    onClick={() => complete.mutate({ outcome: 'succeeded', card: 'declines' })}
                    data-testid="test-checkout-declining-card"
                  >
                    {t('testPayments.saveDecliningCard')}
                  </Button>
                ) : null}
                <Button
                  variant="outlined"
                  color="error"
                  size="large"
                  disabled={complete.isPending}
                  onClick={() => complete.mutate({ outcome: 'failed' })}
                  data-testid="test-checkout-fail"
                >
                  {t('testPayments.fail')}
                </Button>
              </Stack>
              {checkout.data.cancelUrl ? (
                // As on the provider's own checkout: the way back to the studio without paying, which
                // after a failed payment is where the retry message waits.
                <Button
                  href={checkout.data.cancelUrl}
                  startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                  sx={{ mt: 2 }}
                  data-testid="test-checkout-cancel"
                >
                  {t('testPayments.cancel')}
                </Button>
              ) : null}
            </>
          )}
        </Card>
      )}
    </Box>
  );
}
