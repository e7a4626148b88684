import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SoldVoucher } from '@studio/domain/voucher-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useVoucherLog } from '../api/get-voucher-log.ts';
import { useSoldVouchers } from '../api/list-sold-vouchers.ts';
import { useRedeemVoucher } from '../api/redeem-voucher.ts';
import { useRefundVoucher } from '../api/refund-voucher.ts';
import { VoucherLogList } from './voucher-log-list.tsx';

function LogDialog({
  shopId,
  voucher,
  onClose,
}: {
  shopId: string;
  voucher: SoldVoucher;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const log = useVoucherLog(shopId, voucher.id);
  const studioZone = useStudioZone(shopId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('vouchers.sold.logTitle', { code: voucher.code })}</DialogTitle>
      <DialogContent>
        {log.data && studioZone ? (
          <VoucherLogList entries={log.data} currency={voucher.currency} studioZone={studioZone} />
        ) : (
          <Skeleton height={120} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('vouchers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The counter's manual redemption: the amount, then an explicit confirmation. A failed send keeps
 * the confirmation open: confirming again retries the same action (its Idempotency-Key).
 */
function RedeemDialog({
  redeem,
  voucher,
  onClose,
}: {
  redeem: ReturnType<typeof useRedeemVoucher>;
  voucher: SoldVoucher;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const amountCents = Math.round(Number(amount.replace(',', '.')) * 100);
  const money = (cents: number) => formatMoney(cents, locale, voucher.currency);
  if (confirming) {
    return (
      <ConfirmDialog
        open
        title={t('vouchers.sold.confirmTitle')}
        text={t('vouchers.sold.confirmText', { amount: money(amountCents), code: voucher.code })}
        confirmLabel={t('vouchers.sold.redeem')}
        loading={redeem.isPending}
        onConfirm={() => redeem.mutate({ id: voucher.id, amountCents }, { onSuccess: onClose })}
        onClose={onClose}
        testId="voucher-redeem-confirm"
      />
    );
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('vouchers.sold.redeemTitle', { code: voucher.code })}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('vouchers.held.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          fullWidth
          sx={{ mt: 1 }}
          helperText={t('vouchers.requests.balance', {
            remaining: money(voucher.remainingCents),
            total: money(voucher.totalCents),
          })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!(amountCents > 0)} onClick={() => setConfirming(true)}>
          {t('common.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Open = { kind: 'log' | 'redeem' | 'refund'; voucher: SoldVoucher } | null;

/** Sold vouchers with their remaining value; log, manual redemption and refund per voucher. */
export function SoldVouchersSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sold = useSoldVouchers(shopId);
  // Here, not in the dialogs: a voucher's retried redemption or refund keeps its key across reopening.
  const redeem = useRedeemVoucher(shopId);
  const refund = useRefundVoucher(shopId);
  const [open, setOpen] = useState<Open>(null);
  const studioZone = useStudioZone(shopId);
  return (
    <SectionCard
      title={t('vouchers.sold.title')}
      description={t('vouchers.sold.description')}
      testId="sold-vouchers"
    >
      {sold.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {sold.isError ? <Alert severity="error">{t('vouchers.loadFailed')}</Alert> : null}
      {sold.data?.length === 0 ? <Alert severity="info">{t('vouchers.sold.none')}</Alert> : null}
      {sold.data && sold.data.length > 0 ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('vouchers.sold.code')}</TableCell>
                <TableCell>{t('vouchers.sold.holder')}</TableCell>
                <TableCell align="right">{t('vouchers.sold.remaining')}</TableCell>
                <TableCell>{t('vouchers.sold.purchased')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sold.data.map((voucher) => (
                <TableRow key={voucher.id} data-testid="sold-voucher">
                  <TableCell dir="ltr" sx={{ fontFamily: 'monospace' }}>
                    {voucher.code}
                  </TableCell>
                  <TableCell>{voucher.holderName ?? voucher.recipientName ?? voucher.buyerName}</TableCell>
                  <TableCell align="right" data-testid="sold-voucher-remaining">
                    {formatMoney(voucher.remainingCents, locale, voucher.currency)} /{' '}
                    {formatMoney(voucher.totalCents, locale, voucher.currency)}
                  </TableCell>
                  <TableCell>
                    {voucher.active ? (
                      studioZone && formatStudioDate(voucher.purchasedAt, studioZone, locale)
                    ) : (
                      <ToneChip tone="neutral" label={t('vouchers.held.inactive')} size="small" />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        onClick={() => setOpen({ kind: 'log', voucher })}
                        data-testid="sold-voucher-log"
                      >
                        {t('vouchers.sold.log')}
                      </Button>
                      {voucher.active ? (
                        <>
                          <Button size="small" onClick={() => setOpen({ kind: 'redeem', voucher })}>
                            {t('vouchers.sold.redeem')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setOpen({ kind: 'refund', voucher })}
                          >
                            {t('vouchers.sold.refund')}
                          </Button>
                        </>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {open?.kind === 'log' ? (
        <LogDialog shopId={shopId} voucher={open.voucher} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'redeem' ? (
        <RedeemDialog redeem={redeem} voucher={open.voucher} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'refund'}
        title={t('vouchers.sold.refundTitle')}
        text={t('vouchers.sold.refundText', { code: open?.voucher.code ?? '' })}
        confirmLabel={t('vouchers.sold.refund')}
        destructive
        loading={refund.isPending}
        onConfirm={() => open && refund.mutate(open.voucher.id, { onSuccess: () => setOpen(null) })}
        onClose={() => setOpen(null)}
      />
    </SectionCard>
  );
}
