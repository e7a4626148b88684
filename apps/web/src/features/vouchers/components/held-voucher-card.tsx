import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HeldVoucher } from '@studio/domain/voucher-contract';
import { type FormEvent, useState } from 'react';
import { QrCodeImage } from '../../../components/qr-code-image.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useCreateRedeemRequest } from '../api/create-redeem-request.ts';
import { VoucherLogList } from './voucher-log-list.tsx';

/** One voucher in the customer's account: balance, code to show, a redemption request, the log. */
export function HeldVoucherCard({ voucher }: { voucher: HeldVoucher }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const request = useCreateRedeemRequest();
  const [amount, setAmount] = useState('');
  const money = (cents: number) => formatMoney(cents, locale, voucher.currency);
  const amountCents = Math.round(Number(amount.replace(',', '.')) * 100);
  const studioZone = useStudioZone(voucher.shopId);
  // It expires at the start of a day on the studio's clock: the day before is the last one it holds.
  const expiry = studioZone
    ? formatStudioDate(new Date(Date.parse(voucher.expiresAt) - 1), studioZone, locale)
    : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate({ voucherId: voucher.id, amountCents }, { onSuccess: () => setAmount('') });
  }

  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="held-voucher">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {voucher.shopName}
          </Typography>
          <Typography variant="h6" component="h2">
            {voucher.name}
          </Typography>
          <Typography variant="h4" component="p" sx={{ mt: 1 }} data-testid="voucher-remaining">
            {money(voucher.remainingCents)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('vouchers.held.ofTotal', { total: money(voucher.totalCents) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(voucher.remainingCents / voucher.totalCents) * 100}
            sx={{ my: 1.5, height: 8, borderRadius: 4 }}
            aria-label={t('vouchers.held.balance')}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={voucher.active ? 'success' : 'default'}
              label={
                voucher.active ? t('vouchers.held.validUntil', { date: expiry }) : t('vouchers.held.inactive')
              }
            />
            <Chip size="small" variant="outlined" label={voucher.code} dir="ltr" />
          </Stack>
        </Box>
        <Box sx={{ alignSelf: { xs: 'center', sm: 'flex-start' } }}>
          <QrCodeImage
            value={voucher.code}
            label={t('vouchers.held.qr', { code: voucher.code })}
            size={132}
          />
        </Box>
      </Stack>
      {voucher.pendingRequest ? (
        <Alert severity="info" icon={<HourglassIcon />} sx={{ mt: 2 }} data-testid="voucher-request-pending">
          {t('vouchers.held.pending', { amount: money(voucher.pendingRequest.amountCents) })}
        </Alert>
      ) : voucher.active ? (
        <Stack
          component="form"
          direction="row"
          onSubmit={submit}
          sx={{ gap: 1.5, mt: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('vouchers.held.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'voucher-redeem-amount' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!(amountCents > 0) || request.isPending}
            data-testid="voucher-redeem-request"
          >
            {t('vouchers.held.requestRedeem')}
          </Button>
        </Stack>
      ) : null}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('vouchers.held.history')}
      </Typography>
      {studioZone ? (
        <VoucherLogList entries={voucher.log} currency={voucher.currency} studioZone={studioZone} />
      ) : null}
    </Card>
  );
}
