import Alert from '@mui/material/Alert';
import { bookingDepositFor } from '@studio/domain/deposit-rules';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useBookingPolicy } from '../../../shared/booking-policy/api/get-booking-policy.ts';

/**
 * The studio's deposit (the chosen treatments' own, or the studio's) and cancellation terms, shown
 * before booking (and paying).
 */
export function DepositPolicyNote({
  shopId,
  treatments,
}: {
  shopId: string;
  treatments: readonly { id: string; priceCents: number }[];
}) {
  const { t } = useTranslation();
  const policy = useBookingPolicy(shopId).data;
  if (!policy) return null;
  const locale = currentLocale();
  const money = (cents: number) => formatMoney(cents, locale, policy.currencyCode);
  const deposit = bookingDepositFor(policy, treatments);
  const fees = [
    policy.lateCancellationFeeCents
      ? t('bookingFlow.policy.lateFee', { amount: money(policy.lateCancellationFeeCents) })
      : null,
    policy.noShowFeeCents
      ? t('bookingFlow.policy.noShowFee', { amount: money(policy.noShowFeeCents) })
      : null,
  ].filter((line) => line !== null);
  if (deposit === 0 && fees.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mt: 2.5 }} data-testid="booking-policy-note">
      {deposit > 0
        ? `${t(policy.depositNewClientsOnly ? 'bookingFlow.policy.depositNewClients' : 'bookingFlow.policy.deposit', { amount: money(deposit) })} `
        : null}
      {t('bookingFlow.policy.freeCancellation', { hours: policy.freeCancellationHours })}
      {fees.length > 0 ? ` ${fees.join(' ')}` : null}
      {/* Without a deposit the fees are secured by a card saved when booking (nothing charged). */}
      {deposit === 0 && fees.length > 0 ? ` ${t('bookingFlow.policy.cardSaved')}` : null}
    </Alert>
  );
}
