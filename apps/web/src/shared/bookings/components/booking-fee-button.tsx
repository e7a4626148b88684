import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import type { Booking } from '@studio/domain/booking-contract';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useChargeBookingFee } from '../api/charge-booking-fee.ts';

/**
 * For a no-show or a cancelled booking: the studio takes its fee (the deposit kept, or the fee
 * sent to the customer to pay). The API takes it once however often this is pressed.
 */
export function BookingFeeButton({ shopId, booking }: { shopId: string; booking: Booking }) {
  const { t } = useTranslation();
  const charge = useChargeBookingFee(shopId, booking.id);
  const kind =
    booking.status === 'no_show'
      ? 'no_show'
      : booking.status === 'cancelled' && booking.cancelledBy === 'customer'
        ? 'late_cancellation'
        : null;
  if (!kind) return null;
  const take = () =>
    charge.mutate(kind, {
      onSuccess: (fee) => {
        const amount = formatMoney(fee.amountCents, currentLocale(), fee.currencyCode);
        notify(
          t(
            fee.method === 'deposit_kept'
              ? 'bookings.details.fee.kept'
              : `bookings.details.fee.${fee.status}`,
            {
              amount,
            },
          ),
          'success',
        );
      },
    });
  return (
    <Button
      variant="outlined"
      startIcon={<PaymentsIcon />}
      disabled={charge.isPending || charge.isSuccess}
      onClick={take}
      data-testid="booking-details-fee"
    >
      {t(`bookings.details.fee.take.${kind}`)}
    </Button>
  );
}
