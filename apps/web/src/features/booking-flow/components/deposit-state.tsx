import Typography from '@mui/material/Typography';
import type { CustomerBooking } from '@studio/domain/booking-contract';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** The booking's deposit: paid, open, or refunded, and until when cancelling gives it back. */
export function DepositState({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation();
  const deposit = booking.deposit;
  if (!deposit) return null;
  const locale = currentLocale();
  const amount = formatMoney(deposit.amountCents, locale, deposit.currencyCode);
  const freeUntil =
    booking.freeCancellationUntil && deposit.status === 'succeeded' && booking.cancellable
      ? t('bookingFlow.deposit.refundUntil', {
          when: formatStudioDateTime(booking.freeCancellationUntil, booking.shop.timezone, locale),
        })
      : '';
  return (
    <Typography sx={{ mt: 2 }} data-testid="deposit-state" data-deposit-status={deposit.status}>
      {t(`bookingFlow.deposit.${deposit.status}`, { amount })} {freeUntil}
    </Typography>
  );
}
