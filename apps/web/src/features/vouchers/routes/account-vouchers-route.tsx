import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate, useLocation } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useMyVouchers } from '../api/list-my-vouchers.ts';
import { HeldVoucherCard } from '../components/held-voucher-card.tsx';

/** /account/voucher: the customer's vouchers, balances and history; redeem at the counter. */
export function AccountVouchersRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const vouchers = useMyVouchers();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title={t('screens.accountVouchers.title')}
        description={t('screens.accountVouchers.description')}
      />
      {vouchers.isPending ? (
        <Skeleton variant="rounded" height={260} />
      ) : vouchers.isError ? (
        <Alert severity="error">{t('vouchers.loadFailed')}</Alert>
      ) : vouchers.data.length === 0 ? (
        <Alert severity="info">{t('vouchers.held.none')}</Alert>
      ) : (
        <Stack sx={{ gap: 2.5 }}>
          {vouchers.data.map((voucher) => (
            <HeldVoucherCard key={voucher.id} voucher={voucher} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
