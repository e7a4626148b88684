import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useNavigate } from '../../../routing/build-router.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { getMyData, type MyData, useDownloadMyData } from '../api/download-my-data.ts';

interface VoucherWithBalance {
  code: string;
  name: string;
  remaining_cents: number;
  active: boolean;
}

/** Vouchers the person bought or holds that still have money on them: named before deleting. */
function vouchersWithBalance(data: MyData): VoucherWithBalance[] {
  const vouchers = Array.isArray(data.vouchers) ? (data.vouchers as VoucherWithBalance[]) : [];
  return vouchers.filter((voucher) => voucher.active && voucher.remaining_cents > 0);
}

/** Download everything held about me, or delete my account (vouchers with a balance named first). */
export function MyDataSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const deletion = useDeleteMyAccount();
  const [confirming, setConfirming] = useState<VoucherWithBalance[] | null>(null);
  const [checking, setChecking] = useState(false);
  const locale = currentLocale();

  async function askToDelete() {
    setChecking(true);
    try {
      setConfirming(vouchersWithBalance(await getMyData()));
    } finally {
      setChecking(false);
    }
  }

  const voucherList = (confirming ?? [])
    .map((voucher) => `${voucher.name} ${voucher.code}: ${formatMoney(voucher.remaining_cents, locale)}`)
    .join(', ');
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{t('myData.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() => download.mutate()}
          data-testid="my-data-download"
        >
          {t('myData.download')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={checking}
          onClick={() => void askToDelete()}
          data-testid="my-account-delete"
        >
          {t('myData.delete')}
        </Button>
      </Stack>
      {download.isError ? <Alert severity="error">{t('myData.downloadFailed')}</Alert> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('myData.confirmTitle')}
        text={
          confirming && confirming.length > 0
            ? t('myData.confirmWithVouchers', { vouchers: voucherList })
            : t('myData.confirmText')
        }
        confirmLabel={t('myData.confirm')}
        destructive
        loading={deletion.isPending}
        onConfirm={() =>
          deletion.mutate(undefined, { onSuccess: () => navigate('/login', { replace: true }) })
        }
        onClose={() => setConfirming(null)}
        testId="my-account-delete-dialog"
      />
    </Stack>
  );
}
