import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/**
 * After paying: a voucher bought for oneself while signed in is in the account already; a gift
 * goes to its recipient; a guest can put the mailed code into an account.
 */
export function PurchaseThanks({ shopId, gift }: { shopId: string; gift: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const inAccount = !gift && session !== null && !session.user.guest;
  const text = gift ? 'thanksGiftText' : inAccount ? 'thanksInAccountText' : 'thanksText';
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="voucher-purchase-thanks">
      <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('vouchers.purchase.thanksTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="voucher-purchase-thanks-text">
        {t(`vouchers.purchase.${text}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
        {inAccount ? (
          <Button
            variant="contained"
            component={RouterLink}
            to="/account/voucher"
            data-testid="voucher-to-account"
          >
            {t('vouchers.purchase.toMyVouchers')}
          </Button>
        ) : null}
        {!gift && !inAccount ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/partner/${encodeURIComponent(shopId)}/app/voucher/claim`}
            data-testid="voucher-to-claim"
          >
            {t('vouchers.purchase.toClaim')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={`/partner/${encodeURIComponent(shopId)}`}>
          {t('setup.backToStudio')}
        </Button>
      </Stack>
    </Card>
  );
}
